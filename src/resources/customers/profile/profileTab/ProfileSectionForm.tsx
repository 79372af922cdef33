import { memo, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { GuardedForm } from '../../../../custom/forms/GuardedForm.tsx';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { useProfileForms } from './profileForms.ts';
import { sectionPartOf, type ProfileSectionName } from './profileSections.ts';

/**
 * Once the member is refetched, a section takes the stored values but keeps what staff are
 * still typing in it. One object for every render, as react-admin resets the form whenever it changes.
 */
const KEEP_TYPING = { keepDirtyValues: true };

/**
 * The member as a section's form takes it: the same object until what the section shows
 * changes. A save refetches the member (spec 7 Customer detail update) for its new version;
 * a new record would reset the section and re-render its inputs, main thread taken from the
 * next click (spec 9).
 */
const useSectionRecord = (customer: CustomerDetail, name: ProfileSectionName): CustomerDetail => {
  const [record, setRecord] = useState(customer);
  const changed = record !== customer && sectionPartOf(record, name) !== sectionPartOf(customer, name);
  // React's way to keep a value derived from the previous render's: set while rendering.
  if (changed) setRecord(customer);
  return changed ? customer : record;
};

/** Hands the section's form to the tab's store, and says whether it holds unsaved changes. */
const RegisterSection = ({ name }: { name: ProfileSectionName }) => {
  const forms = useProfileForms();
  const form = useFormContext();
  const { dirtyFields } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  useEffect(() => forms.register(name, form), [forms, name, form]);
  useEffect(() => forms.reportDirty(name, dirty), [forms, name, dirty]);
  useEffect(() => () => forms.reportDirty(name, false), [forms, name]);
  return null;
};

interface ProfileSectionFormProps {
  name: ProfileSectionName;
  customer: CustomerDetail;
  view: ComponentType<{ customer: CustomerDetail }>;
}

/**
 * One section of the Profile tab as a form of its own; Enter in it saves the whole tab. Made
 * again only when what the section shows changes: a save of another section, a status or
 * RFID save, leaves its inputs as they are.
 */
export const ProfileSectionForm = memo(({ name, customer, view: View }: ProfileSectionFormProps) => {
  const forms = useProfileForms();
  const record = useSectionRecord(customer, name);
  return useMemo(
    () => (
      <GuardedForm record={record} resetOptions={KEEP_TYPING} onSubmit={() => forms.submit()}>
        <RegisterSection name={name} />
        <View customer={record} />
        {/* A form of several fields submits on Enter only through a submit button of its own. */}
        <button type="submit" hidden />
      </GuardedForm>
    ),
    [forms, name, record, View],
  );
});
