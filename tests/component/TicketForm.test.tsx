import { formatDateTime } from '../../src/domain/formats.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  Notification,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import { TicketConfirmation } from '../../src/resources/tickets/TicketConfirmation.tsx';
import { TicketCreate } from '../../src/resources/tickets/TicketCreate.tsx';
import { TicketEdit } from '../../src/resources/tickets/TicketEdit.tsx';
import { mayOpen } from '../../src/authProvider/mayOpen.ts';
import { englishI18n } from './testProviders.ts';

/** A ticket as the data provider hands it to the edit page (after the spec 7 fetch rules). */
const TICKET = {
  id: 42,
  version: 3,
  subject: 'Car not unlocking',
  details: 'Member stuck at the car',
  categories: [12, 60],
  customers: [
    { id: 1001, firstName: 'Marie', lastName: 'Tremblay', preferredName: null, fullName: 'Marie Tremblay' },
  ],
  vehicles: [{ vin: '1HGCM82633A004352', plateNumber: 'ABC 123' }],
  staff: { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'SUPPORT', fullName: 'Nadia Haddad' },
  department: 'Member Services',
  priority: 'High',
  status: 'Closed',
  source: 'Phone',
  notes: [
    {
      id: 7,
      note: 'Called the member back',
      createDateTime: '2026-03-05T15:00:00Z',
      createdBy: { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'SUPPORT' },
      author: { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'SUPPORT', fullName: 'Nadia Haddad' },
    },
  ],
  files: [{ id: 9, fileName: 'door.jpg', fileLocation: 'tickets/door.jpg', fileDescription: '' }],
  createDateTime: '2026-03-05T14:00:00Z',
  createdBy: 'support@example.com',
  updateDateTime: null,
  updatedBy: null,
};

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['SUPPORT'],
  canAccess: async ({ resource }) => mayOpen(['SUPPORT'], resource),
};

const renderAt = (path: string, dataProvider: Partial<DataProvider>) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={testDataProvider({
          getOne: (async () => ({ data: structuredClone(TICKET) })) as never,
          getList: (async () => ({ data: [], total: 0 })) as never,
          ...dataProvider,
        })}
        authProvider={authProvider}
        i18nProvider={englishI18n()}
      >
        <Routes>
          <Route path="/new-ticket" element={<TicketCreate />} />
          <Route path="/edit-ticket/:ticketId" element={<TicketEdit />} />
          <Route path="/ticket-confirmation" element={<TicketConfirmation />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

/**
 * Leaves the field first, as a person does before reaching the button: the form checks a
 * field when it is left (spec 5) and the Save button waits for that check.
 */
const save = async () => {
  const user = userEvent.setup();
  await user.click(document.body);
  const button = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
};

describe('New ticket (spec 2, 5 Ticket)', () => {
  it('refuses a ticket without subject, categories, department or priority, and sends nothing', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    renderAt('/new-ticket', { create });
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await user.type(subject, 'x');
    await user.clear(subject);
    await user.type(screen.getByRole('textbox', { name: /Details/ }), 'Some details');
    await save();
    expect(await screen.findByText('categories are required')).toBeInTheDocument();
    expect(
      within(subject.closest('.MuiFormControl-root') as HTMLElement).getByText('Required'),
    ).toBeInTheDocument();
    for (const field of ['Department', 'Priority']) {
      const select = screen.getByRole('combobox', { name: new RegExp(field) });
      expect(
        within(select.closest('.MuiFormControl-root') as HTMLElement).getByText('Required'),
      ).toBeInTheDocument();
    }
    expect(create).not.toHaveBeenCalled();
  });

  it('starts as New, with the split-screen toggle of its own and a way back to the search', async () => {
    renderAt('/new-ticket', {});
    expect(await screen.findByRole('combobox', { name: /Status/ })).toHaveTextContent('New');
    expect(screen.getByRole('button', { name: /split screen/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the ticket search' })).toHaveAttribute(
      'href',
      '/ticket-search',
    );
  });

  it('refuses a blank note; an added note comes first, marked as not saved, and can be removed', async () => {
    const user = userEvent.setup();
    renderAt('/edit-ticket/42', {});
    const notes = await screen.findByRole('list', { name: 'Notes' });
    const box = screen.getByRole('textbox', { name: 'New note' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('A note cannot be blank')).toBeInTheDocument();
    expect(within(notes).getAllByRole('listitem')).toHaveLength(1);

    await user.clear(box);
    await user.type(box, 'Tyre changed on site');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const items = within(notes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tyre changed on siteNot saved yet',
      expect.stringMatching(/^Called the member backBy Nadia Haddad on Mar 5, 2026/),
    ]);
    expect(box).toHaveValue('');
    await user.click(within(items[0]!).getByRole('button', { name: 'Remove this unsaved note' }));
    expect(within(notes).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('Edit ticket (spec 2, 4, 8)', () => {
  it('saves from the fetched version and stays on the ticket, saying it was saved', async () => {
    const user = userEvent.setup();
    const update = vi.fn(async (_resource: string, { data }: { data: unknown }) => ({ data }));
    renderAt('/edit-ticket/42', { update: update as never });
    const status = await screen.findByRole('combobox', { name: /Status/ });
    expect(status).toHaveTextContent('Closed');
    // Spec 4: a closed ticket can be re-opened.
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    await save();
    expect(await screen.findByText('Ticket #42 has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('In Progress');
    const [, params] = update.mock.calls[0]! as unknown as [
      string,
      { id: string; data: typeof TICKET; previousData: typeof TICKET },
    ];
    expect(params.id).toBe('42');
    expect(params.data.status).toBe('In Progress');
    expect(params.previousData.version).toBe(3);
  });

  it("a stale save (412) offers to reload the colleague's version instead of overwriting it", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getOne = vi.fn(async () => ({ data: structuredClone(TICKET) }));
    const update = vi.fn(async () => {
      throw new HttpError('This record was changed by someone else', 412, {
        messageKey: 'error.stale',
        savedBy: { name: 'Sophie Tremblay', at: '2026-03-05T17:04:00.000Z' },
      });
    });
    renderAt('/edit-ticket/42', { getOne: getOne as never, update: update as never });
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, 'My change');
    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    // The 412 names who saved and when.
    expect(dialog).toHaveTextContent(
      `Sophie Tremblay saved this record on ${formatDateTime('2026-03-05T17:04:00.000Z', 'en')}, after you opened it`,
    );
    getOne.mockResolvedValueOnce({
      data: { ...structuredClone(TICKET), subject: 'Their change', version: 4 },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Their change'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("a refused body says the spec's missing-fields message, with the field's error beside it", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn(async () => {
      throw new HttpError('Could not create/update the ticket', 400, {
        messageKey: 'ticket.missingFields',
        fields: { subject: 'validation.required' },
      });
    });
    renderAt('/edit-ticket/42', { update: update as never });
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await user.type(subject, ' again');
    await save();
    expect(
      await screen.findByText('Could not create/update the ticket. Some required fields might be missing'),
    ).toBeInTheDocument();
    expect(
      within(subject.closest('.MuiFormControl-root') as HTMLElement).getByText('Required'),
    ).toBeInTheDocument();
  });

  it("any other failure says the spec's 'There has been an issue creating/updating ticket'", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn(async () => {
      throw new HttpError('Oops! There seems to be a system error.', 500, { messageKey: 'error.internal' });
    });
    renderAt('/edit-ticket/42', { update: update as never });
    await user.type(await screen.findByRole('textbox', { name: /Subject/ }), '!');
    await save();
    expect(await screen.findByText('There has been an issue creating/updating ticket')).toBeInTheDocument();
  });

  it('shows the linked members, cars and staff by name, and the files to download', async () => {
    renderAt('/edit-ticket/42', {});
    expect(await screen.findByRole('button', { name: 'Marie Tremblay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ABC 123 · 1HGCM82633A004352' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Assigned to/ })).toHaveValue('Nadia Haddad (SUPPORT)');
    expect(
      within(screen.getByRole('list', { name: 'Files' })).getByRole('button', { name: 'Download door.jpg' }),
    ).toBeInTheDocument();
  });
});

describe('Ticket files (spec 5 File upload, spec 8 Files)', () => {
  const chooser = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

  it('uploads a chosen file at once and lists it for the save; a wrong type is refused before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn(async () => ({
      id: 12,
      fileName: 'photo.png',
      fileLocation: '2026-03/abc.png',
      contentType: 'image/png',
      size: 4,
    }));
    renderAt('/edit-ticket/42', { upload } as never);
    const files = await screen.findByRole('list', { name: 'Files' });
    await user.upload(chooser(), new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
    expect(
      await screen.findByText(/Only a .csv, .txt, .pdf, .png or .jpg file is accepted/),
    ).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    await user.upload(chooser(), new File(['png!'], 'photo.png', { type: 'image/png' }));
    expect(await within(files).findByRole('button', { name: 'Download photo.png' })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('ticketFile', expect.any(File));
  });

  it("a failed upload says 'File upload failed. Please try again later' and lists nothing new", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const upload = vi.fn(async () => {
      throw new HttpError('Oops! There seems to be a system error.', 500);
    });
    renderAt('/edit-ticket/42', { upload } as never);
    const files = await screen.findByRole('list', { name: 'Files' });
    await user.upload(chooser(), new File(['a,b'], 'readings.csv', { type: 'text/csv' }));
    expect(await screen.findByText('File upload failed. Please try again later')).toBeInTheDocument();
    expect(within(files).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('Ticket confirmation (spec 2)', () => {
  it('shows the number from the URL, so a reload keeps it', async () => {
    renderAt('/ticket-confirmation?ticketId=77', {});
    expect(await screen.findByRole('status')).toHaveTextContent('Ticket #77 has been saved.');
    expect(screen.getByRole('link', { name: 'Open ticket #77' })).toHaveAttribute('href', '/edit-ticket/77');
  });

  it('without a number, still leads to the search and a new ticket', async () => {
    renderAt('/ticket-confirmation', {});
    expect(await screen.findByText('No ticket number was given.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open ticket/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New ticket' })).toBeInTheDocument();
  });
});
