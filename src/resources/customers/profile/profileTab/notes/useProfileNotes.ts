import { useState } from 'react';
import { useDataProvider, useGetOne, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../../../dataProvider/index.ts';
import type { Paginated } from '../../../../../domain/pagination.ts';
import type { ProfileNote } from '../../../../../domain/customers/profileNotes.ts';

/** Notes a page: a member rarely has more; older ones are a page further. */
export const NOTES_PAGE = 10;

type NotesPage = Paginated<ProfileNote> & { id: string | number };

/**
 * A member's profile notes, newest first (GET /customer-process/profileNotes/{id}), and the
 * three writes. Spec point 7: add, update and delete refetch the notes by customer id,
 * whether they succeed or not, so a note changed by someone else shows as it now stands.
 */
export const useProfileNotes = (customerId: string | number, onChange?: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useGetOne<NotesPage>(
    'profileNotes',
    { id: customerId, meta: { page, count: NOTES_PAGE } },
    { retry: false },
  );

  /** Runs a write, then refetches; a failure is announced (its message is already translated). */
  const write = async (run: () => Promise<unknown>, done?: string): Promise<boolean> => {
    try {
      await run();
      if (done) notify(done, { type: 'success' });
      onChange?.();
      return true;
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
      return false;
    } finally {
      await refetch();
    }
  };

  return {
    notes: data?.data ?? [],
    page,
    totalPages: data?.totalPages ?? 0,
    setPage,
    isPending,
    error,
    add: (note: string) =>
      write(async () => {
        await dataProvider.call('profileNotes', 'ADD', { id: customerId, note });
        setPage(1);
      }),
    update: (note: ProfileNote, text: string) =>
      write(() =>
        dataProvider.call('profileNote', 'UPDATE', {
          id: customerId,
          id2: note.id,
          note: text,
          ifMatch: note.version,
        }),
      ),
    remove: (note: ProfileNote) =>
      write(
        () =>
          dataProvider.call('profileNote', 'DELETE', { id: customerId, id2: note.id, ifMatch: note.version }),
        'profileNotes.deleted',
      ),
  };
};
