import { useState } from 'react';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { Form, useAuthProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppAuthProvider } from '../../authProvider/index.ts';
import { normalizeUsername } from '../../domain/formats.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthError, EmailInput, SubmitButton } from './AuthFormParts.tsx';
import { SignedOutOnly } from './SignedOutOnly.tsx';
import { useAuthSubmit } from './useAuthSubmit.ts';

/** Spec 5: password recovery needs a valid e-mail; the identity provider sends a code to it. */
export const PasswordRecoveryPage = () => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, submitting, run } = useAuthSubmit('auth.recovery.failed');

  const submit = (values: { email?: string }) => {
    const address = normalizeUsername(values.email ?? '');
    return run(async () => {
      await authProvider?.forgotPassword(address);
      setSentTo(address);
    });
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
            <EmailInput source="email" label="auth.email" autoFocus />
            <AuthError message={error} />
            <SubmitButton label="auth.recovery.submit" disabled={submitting} sx={{ mb: 2 }} />
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
