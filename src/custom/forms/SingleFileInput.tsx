import UploadFileIcon from '@mui/icons-material/UploadFile';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  acceptedExtensions,
  fileProblem,
  MAX_UPLOAD_BYTES,
  sizeLabel,
  WRONG_TYPE_MESSAGES,
  type FileProblem,
  type UploadKind,
} from '../../domain/files/fileRules.ts';

export interface SingleFileInputProps {
  /** .csv by default; the home zone import says 'txt', a ticket's files 'ticket'. */
  kind?: UploadKind;
  value: File | null;
  onChange: (file: File | null) => void;
  /** An i18n key. */
  label?: string;
  disabled?: boolean;
  maxBytes?: number;
}

const HINT: Record<UploadKind, string> = {
  csv: 'forms.file.hintCsv',
  txt: 'forms.file.hintTxt',
  ticket: 'files.hint',
};

const MESSAGES: Record<Exclude<FileProblem, 'wrongType'>, string> = {
  tooLarge: 'forms.file.tooLarge',
  onlyOne: 'forms.file.onlyOne',
  empty: 'files.empty',
};

/**
 * Spec point 5 "File upload": one .csv (or .txt, or for a ticket a photo or PDF too) file of at
 * most 1 MB. A refused file never becomes the value, so nothing is uploaded, and the reason
 * shows under the button.
 */
export const SingleFileInput = ({
  kind = 'csv',
  value,
  onChange,
  label = 'forms.file.choose',
  disabled = false,
  maxBytes = MAX_UPLOAD_BYTES,
}: SingleFileInputProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const max = sizeLabel(maxBytes, locale);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const found = fileProblem(files, kind, maxBytes);
    if (found) {
      setProblem(translate(found === 'wrongType' ? WRONG_TYPE_MESSAGES[kind] : MESSAGES[found], { max }));
      onChange(null);
      return;
    }
    setProblem(null);
    onChange(files[0]!);
  };

  // A label opens its file input on a click only: Enter and Space must too (WCAG 2.1.1).
  const openByKey = (event: KeyboardEvent<HTMLLabelElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    input.current?.click();
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onKeyDown={openByKey}
        >
          {translate(label)}
          <input
            ref={input}
            type="file"
            hidden
            accept={acceptedExtensions(kind).join(',')}
            aria-describedby={helpId}
            onChange={choose}
            disabled={disabled}
          />
        </Button>
        {value && (
          <>
            <Typography variant="body2">{value.name}</Typography>
            <IconButton
              size="small"
              aria-label={translate('forms.file.remove')}
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
      <FormHelperText id={helpId} error={!!problem} role={problem ? 'alert' : undefined}>
        {problem ?? translate(HINT[kind], { max })}
      </FormHelperText>
    </Box>
  );
};
