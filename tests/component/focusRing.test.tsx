import { AppBar, Button, Tab, Tabs, TextField, ThemeProvider, Toolbar, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/custom/layout/theme.ts';

const ring = { outlineStyle: 'solid', outlineWidth: '2px' };

describe('focus is visible as a ring, not only as a colour', () => {
  it('a text field focused by Tab shows the ring around its input', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <TextField label="Message" variant="filled" />
      </ThemeProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.parentElement).not.toHaveStyle(ring);
    await user.tab();
    expect(field).toHaveFocus();
    expect(field.parentElement).toHaveStyle(ring);
  });

  it('a tab reached by the keyboard shows the ring', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <Tabs value={0} aria-label="Profile">
          <Tab label="Profile" />
          <Tab label="Activity Log" />
        </Tabs>
      </ThemeProvider>,
    );
    await user.tab();
    const tab = screen.getByRole('tab', { name: 'Profile' });
    expect(tab).toHaveFocus();
    expect(tab).toHaveClass('Mui-focusVisible');
    expect(tab).toHaveStyle(ring);
  });

  it("on the blue app bar the ring is white, where the page's dark blue one was barely seen", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <AppBar color="primary">
          <Toolbar>
            <Button color="inherit">Cars</Button>
          </Toolbar>
        </AppBar>
      </ThemeProvider>,
    );
    await user.tab();
    const onBar = screen.getByRole('button', { name: 'Cars' });
    expect(onBar).toHaveFocus();
    expect(onBar).toHaveStyle({ ...ring, outlineColor: '#fff' });
  });
});
