import { Box, Button, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../../../domain/formats.ts';
import type { ProfileNote } from '../../../../../domain/customers/profileNotes.ts';
import { ProfileNoteForm } from './ProfileNoteForm.tsx';

interface ProfileNoteItemProps {
  note: ProfileNote;
  onUpdate: (note: ProfileNote, text: string) => Promise<boolean>;
  onDelete: (note: ProfileNote) => Promise<boolean>;
}

/** One note: its text, author and time (spec point 3), with Edit and Delete for its author, SYSADM or MGMT (spec 6). */
export const ProfileNoteItem = ({ note, onUpdate, onDelete }: ProfileNoteItemProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const written = translate('profileNotes.written', {
    author: note.createdBy,
    at: formatDateTime(note.createDateTime, locale),
  });
  const edited =
    note.updatedBy && note.updateDateTime
      ? translate('profileNotes.edited', {
          author: note.updatedBy,
          at: formatDateTime(note.updateDateTime, locale),
        })
      : undefined;
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      {editing ? (
        <ProfileNoteForm
          // A note changed by someone else comes back with a new version: the form shows their text.
          key={note.version}
          note={note.note}
          label="profileNotes.editLabel"
          saveLabel="ra.action.save"
          onSave={async (text) => (await onUpdate(note, text)) && setEditing(false)}
          extra={<Button onClick={() => setEditing(false)}>{translate('ra.action.cancel')}</Button>}
        />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.note}</Typography>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {[written, edited].filter(Boolean).join(' · ')}
        </Typography>
        {!editing && note.mayChange && (
          <Box>
            <Button size="small" onClick={() => setEditing(true)}>
              {translate('ra.action.edit')}
            </Button>
            <Button size="small" color="error" onClick={() => setConfirming(true)}>
              {translate('ra.action.delete')}
            </Button>
          </Box>
        )}
      </Stack>
      <Confirm
        isOpen={confirming}
        title="profileNotes.deleteTitle"
        content="profileNotes.deleteConfirm"
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={async () => {
          setConfirming(false);
          await onDelete(note);
        }}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
};
