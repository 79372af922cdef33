import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { isStale, useStaleReload } from '../../../custom/forms/StaleRecordDialog.tsx';
import { fieldErrorsOf } from '../../../dataProvider/HttpError.ts';
import { isPartialSaveError } from '../../../dataProvider/transforms/customerUpdate.ts';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';
import { detailPathOf } from '../../../domain/customers/customerUpdate.ts';
import { sectionsNamed, type SaveOutcome } from './ProfileSection.tsx';
import { changedSections, changesOf } from './profileSections.ts';

const NOTHING: SaveOutcome = { saved: [], failed: [] };

/**
 * The Profile tab's one Save: the sections staff changed go in one PATCH /customer/{id}
 * (spec 7 "Customer detail update"), which saves each on its own; the member is refetched
 * whatever the outcome, so the screen shows what is stored. Only the member: the summary
 * follows its version (useAccountSummary), and the notes, the alert and the bell are not
 * changed by a save, so refetching every query (react-admin's refresh) only re-rendered the
 * whole page after each Save (spec 9). Answers the server's field
 * errors for the form to show next to its fields; `outcome` says which sections were saved
 * and which not (spec 8 "Partial account save"); a stale save (412) offers to reload.
 */
export const useSaveProfile = (customer: CustomerDetail) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState(NOTHING);
  // react-admin's key of this member's record (useGetOne): one query, the one the page shows.
  const refetchMember = () =>
    void queryClient.invalidateQueries({ queryKey: ['customers', 'getOne', { id: String(customer.id) }] });
  const { onError: onStale, staleDialog } = useStaleReload(async () => {
    const fresh = await dataProvider.getOne('customers', { id: customer.id });
    refetchMember();
    return fresh;
  });

  const save = async (values: Partial<CustomerDetail>) => {
    const sent = changedSections(values, customer);
    setOutcome(NOTHING);
    if (!sent.length) {
      notify('profile.nothingToSave', { type: 'info' });
      return undefined;
    }
    try {
      const data = changesOf(values, sent);
      await dataProvider.update('customers', { id: customer.id, data, previousData: customer });
      setOutcome({ saved: sent, failed: [] });
      // The engine announces the success in spec 8's words, as for every update.
      refetchMember();
      return undefined;
    } catch (caught) {
      if (isStale(caught)) return onStale(caught);
      if (isPartialSaveError(caught)) {
        const failed = sectionsNamed(
          caught.failed.map(({ section }) => section),
          sent,
        );
        setOutcome({ saved: sent.filter((name) => !failed.includes(name)), failed });
        refetchMember();
      }
      const fields = fieldErrorsOf(caught);
      // A refusal naming fields shows at them; a toast over the tab would only repeat it.
      if (!fields) {
        notify((caught as Error).message || 'error.system', { type: 'error' });
        return undefined;
      }
      return Object.fromEntries(Object.entries(fields).map(([path, key]) => [detailPathOf(path), key]));
    }
  };
  return { save, outcome, staleDialog };
};
