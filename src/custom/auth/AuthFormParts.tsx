import { Alert, Button, type SxProps } from '@mui/material';
import { useEffect } from 'react';
import { TextInput, email, required, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/** The e-mail every signed-out form asks for; it is also the user name. */
export const EmailInput = ({
  source,
  label,
  autoFocus,
}: {
  source: string;
  label: string;
  autoFocus?: boolean;
}) => (
  <TextInput
    source={source}
    label={label}
    type="email"
    autoComplete="username"
    validate={[required(), email()]}
    autoFocus={autoFocus}
  />
);

/** The identity provider's refusal, translated when it is a key. */
export const AuthError = ({ message, args }: { message: string | null; args?: Record<string, unknown> }) => {
  const translate = useTranslate();
  return message ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {translate(message, { _: message, ...args })}
    </Alert>
  ) : null;
};

/** Inside a form: calls `onEdit` whenever the user changes a field (not on a reset). */
export const OnEdit = ({ onEdit }: { onEdit: () => void }) => {
  const { watch } = useFormContext();
  useEffect(() => {
    const { unsubscribe } = watch((_values, { name }) => name && onEdit());
    return unsubscribe;
  }, [watch, onEdit]);
  return null;
};

export const SubmitButton = ({ label, disabled, sx }: { label: string; disabled: boolean; sx?: SxProps }) => {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={disabled} fullWidth sx={sx}>
      {translate(label)}
    </Button>
  );
};
