import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { isStale, useStaleReload } from '../../../custom/forms/StaleRecordDialog.tsx';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';
import { detailPathOf, type Section } from '../../../domain/customers/customerUpdate.ts';
import { isPartialSaveError } from '../../../dataProvider/transforms/customerUpdate.ts';

/** The detail's own fields a form shows; the row's transform renames and trims them (spec 3). */
export type DetailField = keyof CustomerDetail;

interface SaveError {
  message?: string;
  body?: { errors?: Record<string, string> };
}

export const pickFields = (values: Partial<CustomerDetail>, fields: readonly DetailField[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field]])) as Partial<CustomerDetail>;

/**
 * Saves part of the member through a row of spec 7 "Customer detail update" — a section's
 * path, or `customers` for several sections at once — and refetches the member whatever the
 * outcome: a partial save (spec 8) and a refusal both leave the screen showing what is
 * stored. Answers the server's field errors, for the form to show next to its fields.
 * A stale save (412) goes to `onStale` when given: a section's form offers to reload.
 */
export const useProfileSave = (customer: CustomerDetail, onStale?: (error: unknown) => void) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (resource: Section | 'customers', data: Partial<CustomerDetail>) => {
    try {
      await dataProvider.update(resource, { id: customer.id, data, previousData: customer });
      refresh();
      return undefined;
    } catch (caught) {
      const error = caught as SaveError;
      if (onStale && isStale(error)) return onStale(error);
      if (isPartialSaveError(error) || isStale(error)) refresh();
      notify(error.message ?? 'error.system', { type: 'error' });
      const fields = error.body?.errors;
      return (
        fields && Object.fromEntries(Object.entries(fields).map(([path, key]) => [detailPathOf(path), key]))
      );
    }
  };
};

/**
 * One section's form: only the fields it shows are sent, on the section's own path. Its
 * `staleDialog` (placed inside the form) reloads the member as now stored.
 */
export const useSaveSection = (
  section: Section,
  fields: readonly DetailField[],
  customer: CustomerDetail,
) => {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const { onError, staleDialog } = useStaleReload(async () => {
    const fresh = await dataProvider.getOne('customers', { id: customer.id });
    refresh();
    return fresh;
  });
  const save = useProfileSave(customer, onError);
  return {
    save: (values: Partial<CustomerDetail>) => save(section, pickFields(values, fields)),
    staleDialog,
  };
};
