import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { isStale, useStaleReload } from '../../../../custom/forms/StaleRecordDialog.tsx';
import { fieldErrorsOf } from '../../../../dataProvider/HttpError.ts';
import { isPartialSaveError } from '../../../../dataProvider/transforms/customerUpdate.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { detailPathOf } from '../../../../domain/customers/customerUpdate.ts';
import type { ProfileForms } from './profileForms.ts';
import { sectionsNamed, type SaveOutcome } from './ProfileSection.tsx';
import { changedSections, changesOf, sectionOfField, type ProfileSectionName } from './profileSections.ts';

const NOTHING: SaveOutcome = { saved: [], failed: [] };

/**
 * Checks the sections to be sent, each form at its fields, the cursor put at the first error.
 * Only those: a section left as stored is not sent, and the server checks what is sent.
 */
const sectionsValid = async (forms: ProfileForms, names: readonly ProfileSectionName[]) => {
  let valid = true;
  for (const name of names) {
    const form = forms.formOf(name);
    if (form && !(await form.trigger(undefined, { shouldFocus: valid }))) valid = false;
  }
  return valid;
};

/** Saved sections hold no unsaved change: the page may be left without asking. */
const settle = (forms: ProfileForms, names: readonly ProfileSectionName[]) => {
  for (const name of names) {
    const form = forms.formOf(name);
    form?.reset(form.getValues());
  }
};

/**
 * The Profile tab's one Save: the sections staff changed go in one PATCH /customer/{id}
 * (spec 7 "Customer detail update"), which saves each on its own; the member is refetched
 * whatever the outcome, so the screen shows what is stored. Only the member: the summary
 * follows its version (useAccountSummary), and the notes, the alert and the bell are not
 * changed by a save, so refetching every query (react-admin's refresh) only re-rendered the
 * whole page after each Save (spec 9). The server's field errors show at their fields;
 * `outcome` says which sections were saved and which not (spec 8 "Partial account save");
 * a stale save (412) offers to reload.
 */
export const useSaveProfile = (customer: CustomerDetail, forms: ProfileForms) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState(NOTHING);
  // react-admin's key of this member's record (useGetOne): one query, the one the page shows.
  const refetchMember = () =>
    void queryClient.invalidateQueries({ queryKey: ['customers', 'getOne', { id: String(customer.id) }] });
  const { onError: onStale, staleDialog } = useStaleReload(async () => {
    const fresh = await dataProvider.getOne<CustomerDetail>('customers', { id: customer.id });
    // In place of the changes made here: every section takes the member as now stored.
    forms.resetAll(fresh.data);
    refetchMember();
    return fresh;
  });

  const save = async () => {
    const values = forms.values();
    const sent = changedSections(values, customer);
    setOutcome(NOTHING);
    if (!sent.length) {
      notify('profile.nothingToSave', { type: 'info' });
      return;
    }
    if (!(await sectionsValid(forms, sent))) return;
    try {
      const data = changesOf(values, sent);
      await dataProvider.update('customers', { id: customer.id, data, previousData: customer });
      // The engine announces the success in spec 8's words, as for every update.
      settle(forms, sent);
      setOutcome({ saved: sent, failed: [] });
      refetchMember();
    } catch (caught) {
      if (isStale(caught)) return onStale(caught);
      if (isPartialSaveError(caught)) {
        const failed = sectionsNamed(
          caught.failed.map(({ section }) => section),
          sent,
        );
        const saved = sent.filter((name) => !failed.includes(name));
        settle(forms, saved);
        setOutcome({ saved, failed });
        refetchMember();
      }
      const fields = fieldErrorsOf(caught);
      // A refusal naming fields shows at them; a toast over the tab would only repeat it.
      if (!fields) {
        notify((caught as Error).message || 'error.system', { type: 'error' });
        return;
      }
      for (const [path, key] of Object.entries(fields)) {
        const field = detailPathOf(path);
        const name = sectionOfField(field);
        const form = name && forms.formOf(name);
        // A field no section shows is refused in a notification rather than lost.
        if (form) form.setError(field, { type: 'server', message: key });
        else notify(key, { type: 'error' });
      }
    }
  };
  useLayoutEffect(() => forms.handleSave(save));
  return { outcome, staleDialog };
};
