import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { FileDownloadButton } from '../../../custom/files/FileDownloadButton.tsx';
import { FileUploadButton } from '../../../custom/files/FileUploadButton.tsx';
import type { TicketFile } from '../../../domain/tickets/ticketSave.ts';

/**
 * A ticket's files (spec 3, 5 and 8): each chosen file is checked (type and size) and
 * uploaded at once, one at a time, then listed to download; the ticket links the list on
 * save (spec 7: id, name, location and an empty description by default).
 */
export const FilesInput = () => {
  const translate = useTranslate();
  const { field } = useInput<TicketFile[]>({ source: 'files', defaultValue: [] });
  const files: TicketFile[] = field.value ?? [];
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ width: '100%' }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {translate('ticketForm.files')}
      </Typography>
      <FileUploadButton
        onUploaded={({ id, fileName, fileLocation }) =>
          field.onChange([...files, { id, fileName, fileLocation, fileDescription: '' }])
        }
      />
      {files.length === 0 ? (
        <Typography color="text.secondary">{translate('ticketForm.noFiles')}</Typography>
      ) : (
        <List aria-labelledby={titleId} dense>
          {files.map((file) => (
            <ListItem
              key={file.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('ticketForm.removeFile', { name: file.fileName })}
                  onClick={() => field.onChange(files.filter((other) => other.id !== file.id))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={<FileDownloadButton fileName={file.fileName} fileLocation={file.fileLocation} />}
                secondary={file.fileDescription || undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
