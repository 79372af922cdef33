import { useState } from 'react';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Form, TextInput, email, required, useAuthProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppAuthProvider } from '../../authProvider/index.ts';
import { normalizeUsername } from '../../domain/formats.ts';
import { AuthCard } from './AuthCard.tsx';
import { messageOf } from './messageOf.ts';
import { SignedOutOnly } from './SignedOutOnly.tsx';

/** Spec 5: password recovery needs a valid e-mail; the identity provider sends a code to it. */
export const PasswordRecoveryPage = () => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { email?: string }) => {
    const address = normalizeUsername(values.email ?? '');
    setSubmitting(true);
    setError(null);
    try {
      await authProvider?.forgotPassword(address);
      setSentTo(address);
    } catch (rejection) {
      setError(messageOf(rejection, 'auth.recovery.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const resetLink = `/reset-password${sentTo ? `?email=${encodeURIComponent(sentTo)}` : ''}`;

  return (
    <SignedOutOnly>
      <AuthCard title="auth.recovery.title">
        {sentTo ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            {translate('auth.recovery.sent', { email: sentTo })}
          </Alert>
        ) : (
          <Form onSubmit={submit} mode="onTouched">
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('auth.recovery.intro')}
            </Typography>
            <TextInput
              source="email"
              label="auth.email"
              type="email"
              autoComplete="username"
              validate={[required(), email()]}
              autoFocus
            />
            {error ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {translate(error, { _: error })}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" disabled={submitting} fullWidth sx={{ mb: 2 }}>
              {translate('auth.recovery.submit')}
            </Button>
          </Form>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/login" variant="body2">
            {translate('auth.backToLogin')}
          </Link>
          <Link component={RouterLink} to={resetLink} variant="body2">
            {translate('auth.recovery.haveCode')}
          </Link>
        </Stack>
      </AuthCard>
    </SignedOutOnly>
  );
};
