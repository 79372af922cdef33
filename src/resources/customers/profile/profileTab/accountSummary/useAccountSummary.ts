import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetOne, useUpdate } from 'react-admin';
import { isStale, useStaleReload } from '../../../../../custom/forms/StaleRecordDialog.tsx';
import { isPartialSaveError } from '../../../../../dataProvider/transforms/customerUpdate.ts';
import type { AccountSummary, AccountSummaryUpdate } from '../../../../../domain/customers/accountSummary.ts';

/**
 * The member's account summary (GET /customer-process/accountSummary/{id}) and its save. A
 * save sends If-Match with the version read (the data provider takes it from previousData),
 * and refetches the member's record (spec 7, Customer detail update); the summary reloads
 * when the record's version moves, so a save of another section is not met with a stale 412.
 * A 412 (a colleague saved first) opens `staleDialog`, as on every form (who saved and when,
 * and a reload, after which `afterReload` runs: the modal open over the old state closes). A partial
 * save (spec 7: an apiUpdateError in the answer) refetches the summary and the member at once,
 * so what is shown behind its message is what was stored.
 */
export const useAccountSummary = (customerId: number, customerVersion?: number, afterReload?: () => void) => {
  const summary = useGetOne<AccountSummary>('accountSummary', { id: customerId });
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<AccountSummary>();
  const [error, setError] = useState<unknown>(null);
  const { refetch } = summary;

  const refetchAll = () =>
    Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: ['customers', 'getOne'] })]);

  const { onError: onStale, staleDialog } = useStaleReload(async () => {
    await refetchAll();
    afterReload?.();
    return {};
  });

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
      if (isStale(caught)) {
        onStale(caught);
        return false;
      }
      setError(caught);
      if (isPartialSaveError(caught)) await refetchAll();
      return false;
    }
  };

  return {
    summary: summary.data,
    isPending: summary.isPending,
    loadError: summary.error,
    save,
    saving: isPending,
    saveError: error,
    partial: isPartialSaveError(error),
    staleDialog,
    clearError: () => setError(null),
  };
};
