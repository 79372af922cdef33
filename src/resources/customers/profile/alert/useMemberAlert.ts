import { useEffect, useState } from 'react';
import { useDataProvider, useDelete, useGetOne, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/dataProvider.ts';
import type { ActiveAlert, AlertAdd, AlertRecord } from '../../../../domain/customers/alert.ts';

/** setTimeout takes at most 2^31-1 ms (24 days); an expiry further off is left to the next fetch. */
const MAX_DELAY = 2_147_483_647;

/**
 * The member's active alert (GET /customer-process/alertNote/{id}) with add and remove. The
 * alert disappears at its expiry (the end of its day at the member's home) without a reload.
 */
export const useMemberAlert = (customerId: Identifier) => {
  const query = useGetOne<ActiveAlert & { id: Identifier }>('alertNote', { id: customerId });
  // POST alertNote/{id} answers the alert, keyed by its member: no `id` of its own for useCreate.
  const dataProvider = useDataProvider<AppDataProvider>();
  const [remove, { isPending: removing }] = useDelete<AlertRecord & { id: Identifier }>();
  // The expiry of the alert seen to end while the page was open.
  const [ended, setEnded] = useState<string | null>(null);
  const stored = query.data?.alert ?? null;
  const alert = stored && stored.expiresAt !== ended ? stored : null;
  const { refetch } = query;

  useEffect(() => {
    if (!stored) return undefined;
    const delay = new Date(stored.expiresAt).getTime() - Date.now();
    if (delay > MAX_DELAY) return undefined;
    const timer = setTimeout(() => setEnded(stored.expiresAt), Math.max(delay, 0));
    return () => clearTimeout(timer);
  }, [stored]);

  const add = async (values: AlertAdd) => {
    try {
      await dataProvider.call('alertNote', 'ADD', { ...values, id: customerId });
    } finally {
      await refetch();
    }
  };

  const removeAlert = async (record: AlertRecord) => {
    try {
      await remove(
        'alertNote',
        { id: customerId, previousData: { ...record, id: customerId } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } finally {
      await refetch();
    }
  };

  return {
    alert,
    timeZone: query.data?.timeZone,
    today: query.data?.today,
    isPending: query.isPending,
    error: query.error,
    add,
    removeAlert,
    removing,
  };
};
