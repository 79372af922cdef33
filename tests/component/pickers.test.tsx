import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AppForm } from '../../src/custom/forms/AppForm.tsx';
import { AppDateInput, AppTimeInput } from '../../src/custom/forms/PickerInputs.tsx';
import { englishI18n } from './testProviders.ts';

const inForm = (input: React.ReactNode, record: Record<string, unknown>) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={englishI18n()}>
      <AppForm onSubmit={vi.fn()} toolbar={false} record={record}>
        {input}
      </AppForm>
    </AdminContext>,
  );

describe('spec 9: pickers', () => {
  it('spec 9: the time picker is a 12-hour clock with seconds', async () => {
    const user = userEvent.setup();
    inForm(<AppTimeInput source="at" label="resources.staffs.fields.firstName" />, {
      at: new Date(2026, 10, 23, 15, 4, 5),
    });
    // The field itself reads hours, minutes, seconds and the half of the day.
    const group = await screen.findByRole('group', { name: /First name/ });
    expect(group.textContent).toMatch(/^03:04:05 PM/);

    await user.click(screen.getByRole('button', { name: /choose time/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('listbox', { name: /select hours/i })).toBeInTheDocument();
    expect(within(dialog).getByRole('listbox', { name: /select seconds/i })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: '12 hours' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: '13 hours' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'PM' })).toBeInTheDocument();
  }, 20_000);

  it('spec 9: the calendar starts its weeks on Monday', async () => {
    const user = userEvent.setup();
    inForm(<AppDateInput source="on" label="resources.staffs.fields.firstName" />, {
      on: new Date(2026, 10, 23),
    });
    await user.click(await screen.findByRole('button', { name: /choose date/i }));
    const dialog = await screen.findByRole('dialog');
    const days = within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.getAttribute('aria-label'));
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  }, 20_000);
});
