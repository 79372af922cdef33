import { Button, Dialog, DialogTitle, ThemeProvider, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../src/custom/layout/theme.ts';

describe('WCAG 2.3.3: a system asking for reduced motion gets none', () => {
  it('gives the transitions no duration and no CSS, and a click no ripple', () => {
    const still = createTheme(themeFor({ reducedMotion: true }));
    expect(still.transitions.create(['opacity'])).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps MUI’s motion otherwise', () => {
    const moving = createTheme(themeFor({ reducedMotion: false }));
    expect(moving.transitions.create(['opacity'])).not.toBe('none');
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });

  it('opens a dialog without a fade', () => {
    render(
      <ThemeProvider theme={createTheme(themeFor({ reducedMotion: true }))}>
        <Dialog open aria-labelledby="fee-title">
          <DialogTitle id="fee-title">Account fee</DialogTitle>
          <Button>Save</Button>
        </Dialog>
      </ThemeProvider>,
    );
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    expect(backdrop.style.transition).toBe('none');
    expect(screen.getByRole('dialog', { name: 'Account fee' })).toBeVisible();
  });
});
