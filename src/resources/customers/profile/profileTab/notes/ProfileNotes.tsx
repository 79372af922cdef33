import { Alert, List, Pagination, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ProfileNoteForm } from './ProfileNoteForm.tsx';
import { ProfileNoteItem } from './ProfileNoteItem.tsx';
import { useProfileNotes } from './useProfileNotes.ts';
import { Spinner } from '../../../../../custom/layout/Spinner.tsx';

interface ProfileNotesProps {
  customerId: string | number;
  /** Called after each note saved or deleted (a log beside the notes refreshes). */
  onChange?: () => void;
}

/**
 * A member's profile notes (spec points 3 and 7): newest first with author and time; add,
 * edit and delete, each refetching the notes. It depends on no tab, so the Profile tab can
 * hold it as one of its sections.
 */
export const ProfileNotes = ({ customerId, onChange }: ProfileNotesProps) => {
  const translate = useTranslate();
  const notes = useProfileNotes(customerId, onChange);
  // A new key after each note added gives an empty form.
  const [added, setAdded] = useState(0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-notes-title" sx={{ p: 2 }}>
      <Typography id="profile-notes-title" variant="h6" component="h2" gutterBottom>
        {translate('profileNotes.title')}
      </Typography>
      <ProfileNoteForm
        key={added}
        label="profileNotes.newLabel"
        saveLabel="profileNotes.add"
        onSave={async (text) => (await notes.add(text)) && setAdded((n) => n + 1)}
      />
      {notes.isPending ? (
        <Spinner />
      ) : notes.error ? (
        <Alert severity="error">{translate('profileNotes.loadError')}</Alert>
      ) : notes.notes.length === 0 ? (
        <Typography color="text.secondary">{translate('profileNotes.empty')}</Typography>
      ) : (
        <List aria-labelledby="profile-notes-title">
          {notes.notes.map((note) => (
            <ProfileNoteItem key={note.id} note={note} onUpdate={notes.update} onDelete={notes.remove} />
          ))}
        </List>
      )}
      {notes.totalPages > 1 && (
        <Pagination
          count={notes.totalPages}
          page={notes.page}
          onChange={(_, page) => notes.setPage(page)}
          getItemAriaLabel={(type, page) => translate(`profileNotes.pages.${type}`, { page })}
        />
      )}
    </Paper>
  );
};
