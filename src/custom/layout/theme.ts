import type { Theme } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with the contrast WCAG AA asks for (4.5:1 for text), which axe
 * checks on every screen: MUI's default blue (#1976d2) reads at about 4.3:1 as a focused
 * label on a filled input and as a text button on the page background, and read-only fields
 * grey their help text as if disabled although it is there to be read. MUI's error red
 * (#d32f2f) reads at about 4.4:1 as the label of a refused field on a filled input.
 * Spinners are hidden from screen readers unless they carry a name (Spinner.tsx): axe asks
 * every progress bar for one, and react-admin's (a Save button's while it saves) have none.
 */
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
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme: { palette } }: { theme: Theme }) => ({
          '&.Mui-disabled': { color: palette.text.secondary },
        }),
      },
    },
  },
};
