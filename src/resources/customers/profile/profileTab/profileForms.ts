import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { PROFILE_SECTIONS, type ProfileSectionName } from './profileSections.ts';

type SectionForm = UseFormReturn<FieldValues>;

/** Whether any section holds unsaved changes, and whether the one Save is on its way. */
export interface ProfileFormsState {
  dirty: boolean;
  saving: boolean;
}

/**
 * The Profile tab's section forms under its one Save (spec 3 Customer detail): each section is
 * a form of its own, so that checking, saving and refetching one re-render its inputs only,
 * not the 40 of the tab (spec 9). The store keeps each section's form, which are dirty, and
 * runs the tab's save, one at a time, for the Save button and for Enter in any section.
 */
export const createProfileForms = () => {
  const forms = new Map<ProfileSectionName, SectionForm>();
  const dirty = new Set<ProfileSectionName>();
  const listeners = new Set<() => void>();
  let saving = false;
  let state: ProfileFormsState = { dirty: false, saving: false };
  let save: () => Promise<void> = async () => undefined;
  const changed = () => {
    state = { dirty: dirty.size > 0, saving };
    for (const listener of listeners) listener();
  };
  return {
    register(name: ProfileSectionName, form: SectionForm) {
      forms.set(name, form);
      return () => {
        if (forms.get(name) === form) forms.delete(name);
      };
    },
    reportDirty(name: ProfileSectionName, isDirty: boolean) {
      if (isDirty === dirty.has(name)) return;
      if (isDirty) dirty.add(name);
      else dirty.delete(name);
      changed();
    },
    formOf: (name: ProfileSectionName) => forms.get(name),
    /** What the sections hold, each of its own fields (a section's form holds the whole member). */
    values(): Partial<CustomerDetail> {
      return Object.fromEntries(
        [...forms].flatMap(([name, form]) =>
          PROFILE_SECTIONS[name].fields.map((field) => [field, form.getValues(field) as unknown]),
        ),
      );
    },
    /** Every section as the member is now stored, what was typed here dropped (a stale save's reload). */
    resetAll(customer: CustomerDetail) {
      for (const form of forms.values()) form.reset(customer);
    },
    handleSave(handler: () => Promise<void>) {
      save = handler;
    },
    async submit() {
      if (saving) return;
      saving = true;
      changed();
      try {
        await save();
      } finally {
        saving = false;
        changed();
      }
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    state: () => state,
  };
};
export type ProfileForms = ReturnType<typeof createProfileForms>;

export const ProfileFormsContext = createContext<ProfileForms | null>(null);

export const useProfileForms = () => {
  const forms = useContext(ProfileFormsContext);
  if (!forms) throw new Error('useProfileForms outside the Profile tab');
  return forms;
};

/** The store's state, re-rendering only the component that reads it. */
export const useProfileFormsState = () => {
  const forms = useProfileForms();
  return useSyncExternalStore(forms.subscribe, forms.state);
};
