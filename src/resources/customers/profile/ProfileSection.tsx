import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { AppForm } from '../../../custom/forms/AppForm.tsx';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';
import type { Section } from '../../../domain/customers/customerUpdate.ts';
import { RegisterSectionForm } from './SaveAll.tsx';
import { useSaveSection, type DetailField } from './useSaveSection.ts';

/**
 * Once the member is refetched, a form takes the stored values but keeps what staff are still
 * typing in it: saving another section must not wipe this one. One object for every render,
 * as react-admin resets the form whenever it changes.
 */
const KEEP_TYPING = { keepDirtyValues: true };

interface ProfileSectionProps {
  /** profile.sections.<name>: the heading, and the form's accessible name. */
  name: string;
  /** The path it saves on. */
  section: Section;
  /** The detail's fields this form edits; nothing else is sent. */
  fields: readonly DetailField[];
  customer: CustomerDetail;
  children: ReactNode;
}

/**
 * One section of the Profile tab: a heading and its own form (AppForm), saved on its own
 * path in one transaction.
 */
export const ProfileSection = ({ name, section, fields, customer, children }: ProfileSectionProps) => {
  const translate = useTranslate();
  const { save, staleDialog } = useSaveSection(section, fields, customer);
  const headingId = `profile-${name}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ pb: 0 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {translate(`profile.sections.${name}`)}
        </Typography>
      </CardContent>
      <AppForm
        record={customer}
        resetOptions={KEEP_TYPING}
        onSubmit={save}
        toolbar={
          <Toolbar>
            <SaveButton
              label="profile.save"
              aria-label={translate('profile.saveSection', {
                section: translate(`profile.sections.${name}`),
              })}
            />
          </Toolbar>
        }
      >
        <RegisterSectionForm name={name} fields={fields} />
        {staleDialog}
        {children}
      </AppForm>
    </Card>
  );
};
