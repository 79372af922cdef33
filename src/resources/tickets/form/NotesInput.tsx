import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import { formatZonedDateTime } from '../../../domain/formats.ts';
import { ticketSaveBody } from '../../../domain/tickets/ticketSave.ts';
import { messageOf } from '../../../domain/validation.ts';

/** A note as the form holds it: a saved one (id, time, author from the fetch) or a new one (text only). */
export interface FormNote {
  id?: number;
  note: string;
  createDateTime?: string;
  /** Our server's joined author, or what another back end sends (a staff id, an e-mail). */
  createdBy?: number | string | { id: number } | null;
  author?: { fullName?: string } | null;
}

/** Spec 5, Ticket: notes not blank — the rule the save body checks. */
const noteRule = ticketSaveBody.shape.notes.unwrap().element.shape.note;

/**
 * The ticket's notes (spec 3 and 7): a note is added to the list, newest first, and goes
 * with the next save (only new notes are sent); saved notes show their author and time.
 */
export const NotesInput = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field } = useInput<FormNote[]>({ source: 'notes', defaultValue: [] });
  const notes: FormNote[] = field.value ?? [];
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();

  const add = () => {
    const refused = noteRule.safeParse(text).error?.issues[0];
    if (refused) {
      setProblem(messageOf(refused).message);
      return;
    }
    field.onChange([{ note: text.trim() }, ...notes]);
    setText('');
    setProblem(null);
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ width: '100%' }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {translate('ticketForm.notes')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={translate('ticketForm.newNote')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={!!problem}
          helperText={problem ? translate(problem) : translate('ticketForm.newNoteHelp')}
          multiline
          minRows={2}
          fullWidth
        />
        <Button variant="outlined" onClick={add} sx={{ flexShrink: 0, mt: 1 }}>
          {translate('ticketForm.addNote')}
        </Button>
      </Stack>
      {notes.length === 0 ? (
        <Typography color="text.secondary">{translate('ticketForm.noNotes')}</Typography>
      ) : (
        <List aria-labelledby={titleId}>
          {notes.map((note, index) => (
            <ListItem
              key={note.id ?? `new-${notes.length - index}`}
              divider
              secondaryAction={
                note.id === undefined ? (
                  <IconButton
                    edge="end"
                    aria-label={translate('ticketForm.removeNote')}
                    onClick={() => field.onChange(notes.filter((other) => other !== note))}
                  >
                    <DeleteIcon />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText
                primary={note.note}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                secondary={
                  note.id === undefined
                    ? translate('ticketForm.noteUnsaved')
                    : translate('ticketForm.noteBy', {
                        author:
                          note.author?.fullName ??
                          (typeof note.createdBy === 'object' ? '' : note.createdBy) ??
                          '',
                        time: formatZonedDateTime(note.createDateTime, locale),
                      })
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
