import { Alert, Card, CardContent, Typography } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PROFILE_SECTIONS, type ProfileSectionName } from './profileSections.ts';

/** How the last Save went, section by section (spec 8 "Partial account save"). */
export interface SaveOutcome {
  saved: readonly ProfileSectionName[];
  failed: readonly ProfileSectionName[];
}

export const SaveOutcomeContext = createContext<SaveOutcome>({ saved: [], failed: [] });

/**
 * Fields two a line, so the main sections fit two screens at 1440×900; headings, facts and
 * messages take the whole line.
 */
const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: 2,
  '& > h2, & > h3, & > dl, & > [role=alert], & > [role=status]': { gridColumn: '1 / -1' },
  '&:last-child': { pb: 2 },
} as const;

/**
 * One section of the Profile tab's form: a heading, its fields, and after a Save, whether
 * this section was saved or, named in the answer's apiUpdateError, was not.
 */
export const ProfileSection = ({ name, children }: { name: ProfileSectionName; children: ReactNode }) => {
  const translate = useTranslate();
  const { saved, failed } = useContext(SaveOutcomeContext);
  const headingId = `profile-${name}`;
  const title = translate(`profile.sections.${name}`);
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={FIELD_GRID}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {failed.includes(name) && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {translate('profile.sectionNotSaved', { section: title })}
          </Alert>
        )}
        {saved.includes(name) && (
          <Alert severity="success" role="status" sx={{ my: 1 }}>
            {translate('profile.sectionSaved', { section: title })}
          </Alert>
        )}
        {children}
      </CardContent>
    </Card>
  );
};

/** The sections of the payload's parts the answer names in its apiUpdateError. */
export const sectionsNamed = (parts: readonly string[], sent: readonly ProfileSectionName[]) =>
  sent.filter((name) => parts.includes(PROFILE_SECTIONS[name].section));
