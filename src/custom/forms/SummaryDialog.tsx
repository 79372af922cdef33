import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, Form, RecordContextProvider, SaveButton, useTranslate } from 'react-admin';
import { FORM_BEHAVIOUR } from './formBehaviour.ts';
import { GuardForm } from './LeaveGuard.tsx';

/** A modal form's values, by field. */
export type Values = Record<string, unknown>;
/** Message keys by field (react-admin's submission errors). */
export type FieldErrors = Record<string, unknown>;

export interface SummaryDialogProps {
  open: boolean;
  /** i18n key of the modal's title. */
  title: string;
  defaultValues: Values;
  /**
   * Resolves true when saved; the dialog then closes (or starts over, `afterSave`). Resolves
   * the server's refusals by field (message keys) to show them at their inputs.
   */
  onSave: (values: Values) => Promise<boolean | FieldErrors>;
  /** What a save does to the dialog: close it, or leave it open on an empty form for the next entry. */
  afterSave?: 'close' | 'reset';
  onClose: () => void;
  /** Why the last save failed, already in words. */
  error?: ReactNode;
  /** A modal the spec gives a width of its own, in px (Add Car, 640); else a narrow one. */
  width?: number;
  children: ReactNode;
}

/**
 * The frame of the account summary's modals (spec 2 Modals: Account status, Suspension
 * status, Driver record status, RFID Assign): a form whose inputs validate as the server
 * does, Save and Cancel, and the reason a save was refused.
 */
export const SummaryDialog = ({
  open,
  title,
  defaultValues,
  onSave,
  afterSave = 'close',
  onClose,
  error,
  width,
  children,
}: SummaryDialogProps) => {
  const translate = useTranslate();
  const titleId = `${title.replace(/\W/g, '-')}-title`;
  // A new form, from the defaults, each time a save starts the dialog over.
  const [entry, setEntry] = useState(0);
  const submit = async (values: Values) => {
    const outcome = await onSave(values);
    if (outcome === true) {
      if (afterSave === 'reset') setEntry((n) => n + 1);
      else onClose();
    }
    // react-admin's Form shows what its submit answers at the fields.
    return typeof outcome === 'object' ? outcome : undefined;
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={width ? false : 'xs'}
      slotProps={width ? { paper: { sx: { width, maxWidth: '100%' } } } : undefined}
    >
      {/* react-admin's Form starts from the record around it: opened from a list's row (a fee's
          Reverse), the row's amount and note would replace the dialog's own defaults. */}
      <RecordContextProvider value={undefined}>
        <Form key={entry} defaultValues={defaultValues} onSubmit={submit} {...FORM_BEHAVIOUR}>
          <GuardForm />
          <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
          <DialogContent>
            {children}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={onClose} />
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      </RecordContextProvider>
    </Dialog>
  );
};
