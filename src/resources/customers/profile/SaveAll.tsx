import SaveIcon from '@mui/icons-material/Save';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button, useNotify } from 'react-admin';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';
import { pickFields, useProfileSave, type DetailField } from './useSaveSection.ts';

interface SectionForm {
  fields: readonly DetailField[];
  form: UseFormReturn;
}

/** The Profile tab's section forms, by name, for "Save all". */
const SectionForms = createContext<Map<string, SectionForm> | null>(null);

export const SectionFormsProvider = ({ children }: { children: ReactNode }) => {
  const [forms] = useState(() => new Map<string, SectionForm>());
  return <SectionForms.Provider value={forms}>{children}</SectionForms.Provider>;
};

/** Rendered inside a section's form: lets "Save all" read and check it. */
export const RegisterSectionForm = ({ name, fields }: { name: string; fields: readonly DetailField[] }) => {
  const form = useFormContext();
  const forms = useContext(SectionForms);
  useEffect(() => {
    forms?.set(name, { fields, form });
    return () => void forms?.delete(name);
  }, [forms, name, fields, form]);
  return null;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Saves every section staff changed in one PATCH /customer/{id} (spec 7 "Customer detail
 * update"): the server saves each section on its own, so when one fails the others stay
 * saved and the screen says so (spec 8 "Partial account save"). Sections with errors stop it
 * before anything is sent.
 */
export const SaveAllButton = ({ customer }: { customer: CustomerDetail }) => {
  const forms = useContext(SectionForms);
  const notify = useNotify();
  const save = useProfileSave(customer);
  const [saving, setSaving] = useState(false);
  const saveAll = async () => {
    const changed = [...(forms?.values() ?? [])].filter(({ form, fields }) =>
      fields.some((field) => !same(form.getValues(field), customer[field])),
    );
    if (!changed.length) return notify('profile.nothingToSave', { type: 'info' });
    const checks = await Promise.all(changed.map(({ form }) => form.trigger()));
    if (checks.includes(false)) return notify('ra.message.invalid_form', { type: 'error' });
    setSaving(true);
    const data = Object.assign(
      {},
      ...changed.map(({ form, fields }) => pickFields(form.getValues(), fields)),
    );
    await save('customers', data);
    setSaving(false);
  };
  return (
    <Button label="profile.saveAll" variant="contained" onClick={saveAll} disabled={saving}>
      <SaveIcon />
    </Button>
  );
};
