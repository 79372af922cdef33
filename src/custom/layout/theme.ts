import type { Theme } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with the contrast WCAG AA asks for (4.5:1 for text), which axe
 * checks on every screen: MUI's default blue (#1976d2) reads at about 4.3:1 as a focused
 * label on a filled input and as a text button on the page background, and read-only fields
 * grey their help text as if disabled although it is there to be read. MUI's error red
 * (#d32f2f) reads at about 4.4:1 as the label of a refused field on a filled input.
 * Focus shows as a ring, not only as a ripple or an underline's colour (issue 17 point 6,
 * WCAG 2.4.7): a dark outline with a white edge inside it reads on the page and on the
 * blue navigation bar alike. Buttons, tabs and checkboxes get it on keyboard focus
 * (MUI's focus-visible), text fields and selects whenever they are focused.
 * Spinners are hidden from screen readers unless they carry a name (Spinner.tsx): axe asks
 * every progress bar for one, and react-admin's (a Save button's while it saves) have none.
 */
const focusRing = (palette: Theme['palette']) => ({
  outlineWidth: 2,
  outlineStyle: 'solid',
  outlineColor: palette.primary.dark,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${palette.common.white}`,
});

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    error: { main: '#c62828' },
  },
  components: {
    ...defaultLightTheme.components,
    MuiCircularProgress: { defaultProps: { 'aria-hidden': true } },
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme: { palette } }: { theme: Theme }) => ({ '&.Mui-focusVisible': focusRing(palette) }),
      },
    },
    MuiInputBase: {
      styleOverrides: {
        root: ({ theme: { palette } }: { theme: Theme }) => ({ '&.Mui-focused': focusRing(palette) }),
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme: { palette } }: { theme: Theme }) => ({
          '&.Mui-disabled': { color: palette.text.secondary },
        }),
      },
    },
  },
};
