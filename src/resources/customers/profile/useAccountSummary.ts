import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetOne, useUpdate } from 'react-admin';
import { isStale } from '../../../custom/forms/StaleRecordDialog.tsx';
import { isPartialSaveError } from '../../../dataProvider/transforms/customerUpdate.ts';
import type { AccountSummary, AccountSummaryUpdate } from '../../../domain/customers/accountSummary.ts';

/**
 * The member's account summary (GET /customer-process/accountSummary/{id}) and its save. A
 * save sends If-Match with the version read (the data provider takes it from previousData),
 * and refetches the member's record (spec 7, Customer detail update); the summary reloads
 * when the record's version moves, so a save of another section is not met with a stale 412.
 * A 412 (a colleague saved first) is told apart, so the modal can offer to reload. A partial
 * save (spec 7: an apiUpdateError in the answer) refetches the summary and the member at once,
 * so what is shown behind its message is what was stored.
 */
export const useAccountSummary = (customerId: number, customerVersion?: number) => {
  const summary = useGetOne<AccountSummary>('accountSummary', { id: customerId });
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<AccountSummary>();
  const [error, setError] = useState<unknown>(null);
  const { refetch } = summary;

  const refetchAll = () =>
    Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: ['customers', 'getOne'] })]);

  useEffect(() => {
    if (customerVersion !== undefined) void refetch();
  }, [customerVersion, refetch]);

  const save = async (changes: AccountSummaryUpdate): Promise<boolean> => {
    if (!summary.data) return false;
    setError(null);
    try {
      await update(
        'accountSummary',
        { id: customerId, data: changes, previousData: summary.data },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      await queryClient.invalidateQueries({ queryKey: ['customers', 'getOne'] });
      return true;
    } catch (caught) {
      setError(caught);
      if (isPartialSaveError(caught)) await refetchAll();
      return false;
    }
  };

  /** After a 412: the colleague's version replaces the one shown, and the modal can be used again. */
  const reload = async () => {
    setError(null);
    await refetchAll();
  };

  return {
    summary: summary.data,
    isPending: summary.isPending,
    loadError: summary.error,
    save,
    saving: isPending,
    saveError: error,
    stale: isStale(error),
    partial: isPartialSaveError(error),
    reload,
    clearError: () => setError(null),
  };
};
