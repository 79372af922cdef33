import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { ProfileNote } from '../../src/domain/customers/profileNotes.ts';
import { ProfileNotes } from '../../src/resources/customers/profile/profileTab/notes/ProfileNotes.tsx';
import { englishI18n } from './testProviders.ts';

const note = (id: number, text: string, at: string, more: Partial<ProfileNote> = {}): ProfileNote => ({
  id,
  customerId: 1001,
  note: text,
  createdBy: 'Alex Martin',
  createDateTime: at,
  updatedBy: null,
  updateDateTime: null,
  version: 1,
  mayChange: true,
  ...more,
});

/** A member's notes kept in memory, answered newest first as the API does. */
const notesBackend = (initial: ProfileNote[]) => {
  let notes = [...initial];
  let nextId = 100;
  const page = () => ({
    id: 1001,
    data: [...notes].sort((a, b) => b.createDateTime.localeCompare(a.createDateTime)),
    page: 1,
    count: 10,
    totalPages: 1,
    totalCount: notes.length,
  });
  const getOne = vi.fn(async () => ({ data: structuredClone(page()) }));
  const call = vi.fn(async (_resource: string, verb: string, params: Record<string, unknown>) => {
    const target = notes.find((n) => n.id === params.id2);
    if (verb !== 'ADD' && target?.version !== params.ifMatch) {
      throw new HttpError('This record was changed by someone else', 412, { messageKey: 'error.stale' });
    }
    if (verb === 'ADD') {
      notes.push(note(nextId++, String(params.note), new Date().toISOString(), { createdBy: 'Me' }));
    } else if (verb === 'UPDATE') {
      notes = notes.map((n) =>
        n === target ? { ...n, note: String(params.note), version: n.version + 1 } : n,
      );
    } else {
      notes = notes.filter((n) => n !== target);
    }
    return {};
  });
  return {
    getOne,
    call,
    changeBehindTheScenes: (id: number) => (notes.find((n) => n.id === id)!.version += 1),
  };
};

const renderNotes = (backend: ReturnType<typeof notesBackend>) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getOne: backend.getOne as unknown as DataProvider['getOne'],
        call: backend.call,
      })}
      i18nProvider={englishI18n()}
    >
      <ProfileNotes customerId={1001} />
      <Notification />
    </AdminContext>,
  );

const notesList = () => screen.findByRole('list', { name: 'Profile notes' });

describe('Profile notes (spec 3 Profile note, spec 7 profileNotes)', () => {
  it('lists the notes newest first with their author and time', async () => {
    const backend = notesBackend([
      note(1, 'Older note', '2026-01-05T15:00:00Z'),
      note(2, 'Newer note', '2026-03-05T15:00:00Z', {
        updatedBy: 'Sam Lee',
        updateDateTime: '2026-03-06T15:00:00Z',
      }),
    ]);
    renderNotes(backend);
    const items = within(await notesList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Newer note', 'Older note']);
    expect(items[0]).toHaveTextContent(/By Alex Martin on Mar 5, 2026.*edited by Sam Lee on Mar 6, 2026/);
    expect(backend.getOne).toHaveBeenCalledWith(
      'profileNotes',
      expect.objectContaining({ id: 1001, meta: { page: 1, count: 10 } }),
    );
  });

  it('spec 6: offers Edit and Delete on the notes the staff member may change only', async () => {
    renderNotes(
      notesBackend([
        note(1, 'Mine', '2026-01-05T15:00:00Z'),
        note(2, 'Theirs', '2026-03-05T15:00:00Z', { createdBy: 'Sam Lee', mayChange: false }),
      ]),
    );
    const [theirs, mine] = within(await notesList()).getAllByRole('listitem');
    expect(within(theirs!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('adds a note, then refetches the notes and empties the form', async () => {
    const user = userEvent.setup();
    const backend = notesBackend([]);
    renderNotes(backend);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: /New note/ });
    await user.type(box, '  Called about a late fee.  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(backend.call).toHaveBeenCalledWith('profileNotes', 'ADD', {
        id: 1001,
        note: '  Called about a late fee.  ',
      }),
    );
    expect(await within(await notesList()).findByText('Called about a late fee.')).toBeInTheDocument();
    expect(backend.getOne).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /New note/ })).toHaveValue(''));
  });

  it('refuses a blank note before sending anything (not blank, spec 3)', async () => {
    const user = userEvent.setup();
    const backend = notesBackend([]);
    renderNotes(backend);
    const box = await screen.findByRole('textbox', { name: /New note/ });
    await user.type(box, '   ');
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(backend.call).not.toHaveBeenCalled();
  });

  it('edits a note with the version it read, and refetches', async () => {
    const user = userEvent.setup();
    const backend = notesBackend([note(7, 'Typo in hte note', '2026-01-05T15:00:00Z', { version: 3 })]);
    renderNotes(backend);
    const list = await notesList();
    await user.click(within(list).getByRole('button', { name: 'Edit' }));
    const box = within(list).getByRole('textbox', { name: /Note/ });
    await user.clear(box);
    await user.type(box, 'Typo in the note');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(backend.call).toHaveBeenCalledWith('profileNote', 'UPDATE', {
        id: 1001,
        id2: 7,
        note: 'Typo in the note',
        ifMatch: 3,
      }),
    );
    expect(await within(list).findByText('Typo in the note')).toBeInTheDocument();
    expect(within(list).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('deletes a note once confirmed', async () => {
    const user = userEvent.setup();
    const backend = notesBackend([note(7, 'To be removed', '2026-01-05T15:00:00Z', { version: 2 })]);
    renderNotes(backend);
    await user.click(within(await notesList()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this note?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(backend.call).toHaveBeenCalledWith('profileNote', 'DELETE', { id: 1001, id2: 7, ifMatch: 2 }),
    );
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('says when the note was changed by someone else, and shows it as it now stands', async () => {
    const user = userEvent.setup();
    const backend = notesBackend([note(7, 'Original', '2026-01-05T15:00:00Z')]);
    renderNotes(backend);
    const list = await notesList();
    backend.changeBehindTheScenes(7);
    await user.click(within(list).getByRole('button', { name: 'Edit' }));
    await user.type(within(list).getByRole('textbox', { name: /Note/ }), ' and more');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This record was changed by someone else')).toBeInTheDocument();
    expect(backend.getOne).toHaveBeenCalledTimes(2);
  });
});
