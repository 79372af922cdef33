import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  useNotificationContext,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import { StaffEdit } from '../../src/resources/staffs/StaffEdit.tsx';
import { englishI18n } from './testProviders.ts';

const STAFF = {
  id: 3,
  firstName: 'Nadia',
  lastName: 'Haddad',
  email: 'nadia@example.com',
  role: 'SUPPORT',
  version: 1,
};

/** Every notification the page raised, kept in the queue (no toast takes them), by message key. */
const QueuedNotifications = () => (
  <ul aria-label="queued notifications">
    {useNotificationContext().notifications.map(({ message }, index) => (
      <li key={index}>{String(message)}</li>
    ))}
  </ul>
);

const renderEdit = (update: () => Promise<unknown>) =>
  render(
    <MemoryRouter initialEntries={['/team/3']}>
      <AdminContext
        dataProvider={testDataProvider({
          getOne: vi.fn(async () => ({ data: STAFF })),
          update: vi.fn(update),
        } as unknown as Partial<DataProvider>)}
        i18nProvider={englishI18n()}
      >
        <ResourceContextProvider value="staffs">
          <Routes>
            <Route path="/team/:id" element={<StaffEdit />} />
          </Routes>
        </ResourceContextProvider>
        <QueuedNotifications />
      </AdminContext>
    </MemoryRouter>,
  );

/** Submits the page's form (a click on Save in jsdom leaves react-admin's toolbar button idle). */
const save = () => fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);

const queued = () =>
  [...screen.getByRole('list', { name: 'queued notifications' }).querySelectorAll('li')].map(
    (item) => item.textContent,
  );

describe("the edit pages' save (spec 8: form errors are keys shown next to the field)", () => {
  it('a save refused at a field marks the field, and no toast repeats it', async () => {
    const user = userEvent.setup();
    const refused = new HttpError('Invalid body: firstName (validation.maxLength)', 400, {
      messageKey: 'validation.maxLength',
      fields: { firstName: 'validation.maxLength' },
      fieldArgs: { firstName: { max: 100 } },
    });
    renderEdit(async () => Promise.reject(refused));
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveValue('Nadia'));
    await user.clear(firstName);
    await user.type(firstName, 'Nadine');
    save();
    expect(await screen.findByText('Must be at most 100 characters')).toBeInTheDocument();
    expect(queued()).toEqual([]);
  });

  it('a failure naming no field is still told, as a toast', async () => {
    const user = userEvent.setup();
    renderEdit(async () => Promise.reject(new HttpError('Oops! There seems to be a system error.', 500)));
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveValue('Nadia'));
    await user.clear(firstName);
    await user.type(firstName, 'Nadine');
    save();
    await waitFor(() => expect(queued()).toEqual(['Oops! There seems to be a system error.']));
  });
});
