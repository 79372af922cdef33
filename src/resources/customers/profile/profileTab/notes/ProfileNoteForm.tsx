import { Button, Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { profileNoteFields } from '../../../../../domain/customers/profileNotes.ts';
import { AppForm } from '../../../../../custom/forms/AppForm.tsx';
import { zodValidator } from '../../../../../custom/forms/zodValidator.ts';

const validateNote = zodValidator(profileNoteFields.note);

interface ProfileNoteFormProps {
  /** The text to start from (edit), or none (add). */
  note?: string;
  /** The save button's label key. */
  saveLabel: string;
  /** Saves the text; the parent empties (add) or closes (edit) the form once it is saved. */
  onSave: (note: string) => Promise<unknown>;
  /** Shown beside the save button (the edit form's Cancel). */
  extra?: React.ReactNode;
  /** The text box's accessible name and label key. */
  label: string;
}

/** The text of one note, checked by the same rule as the API (spec point 3, Profile note). */
export const ProfileNoteForm = ({ note, saveLabel, onSave, extra, label }: ProfileNoteFormProps) => {
  const translate = useTranslate();
  return (
    <AppForm
      record={{ note: note ?? '' }}
      onSubmit={async (values: Record<string, unknown>) => {
        await onSave(String(values.note ?? ''));
      }}
      sx={{ p: 0 }}
      toolbar={
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained">
            {translate(saveLabel)}
          </Button>
          {extra}
        </Stack>
      }
    >
      <TextInput source="note" label={label} validate={validateNote} multiline minRows={2} fullWidth />
    </AppForm>
  );
};
