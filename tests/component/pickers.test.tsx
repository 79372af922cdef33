import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, required, testDataProvider, type I18nProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AppForm } from '../../src/custom/forms/AppForm.tsx';
import { AppDateInput, AppTimeInput } from '../../src/custom/forms/PickerInputs.tsx';
import { englishI18n, frenchI18n } from './testProviders.ts';

const inForm = (
  input: React.ReactNode,
  record: Record<string, unknown>,
  {
    i18nProvider = englishI18n(),
    onSubmit = vi.fn(),
  }: { i18nProvider?: I18nProvider; onSubmit?: () => void } = {},
) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <AppForm onSubmit={onSubmit} toolbar={false} record={record}>
        {input}
        <button type="submit">submit</button>
      </AppForm>
    </AdminContext>,
  );

/** Types a time into the field's sections, from its first (the hours), as staff do. */
const typeTime = async (user: ReturnType<typeof userEvent.setup>, group: HTMLElement, keys: string) => {
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(keys);
  await user.tab();
};

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
  });

  it('spec 9: typing 4:15 PM in English keeps the afternoon time, with nothing refused', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    inForm(
      <AppTimeInput source="at" label="parkingTicket.time" validate={required()} />,
      { at: null },
      { onSubmit },
    );
    const group = await screen.findByRole('group', { name: /Time on the ticket/ });
    await typeTime(user, group, '41500P');
    expect(group.textContent).toMatch(/^04:15:00 PM/);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const at = (onSubmit.mock.calls[0]![0] as { at: Date }).at;
    expect([at.getHours(), at.getMinutes(), at.getSeconds()]).toEqual([16, 15, 0]);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('README departure: in French the time is typed and picked on a 24-hour clock, 16:15:00 kept as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    inForm(
      <AppTimeInput source="at" label="parkingTicket.time" validate={required()} />,
      { at: null },
      { i18nProvider: frenchI18n(), onSubmit },
    );
    const group = await screen.findByRole('group', { name: /Heure sur la contravention/ });
    await typeTime(user, group, '161500');
    // No half of the day to fill: the field is whole once its seconds are typed.
    expect(group.textContent).toMatch(/^16:15:00$/);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const at = (onSubmit.mock.calls[0]![0] as { at: Date }).at;
    expect([at.getHours(), at.getMinutes(), at.getSeconds()]).toEqual([16, 15, 0]);
    expect(screen.queryByText('Ce champ est requis')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /choisir l.heure/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('option', { name: /^16 heures/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'PM' })).not.toBeInTheDocument();
  });

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
  });
});
