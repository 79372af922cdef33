import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { normalizeUsername } from '../../domain/formats.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthError, AuthForm, AuthLink, EmailInput, SubmitButton } from './AuthFormParts.tsx';
import { useSignIn } from './signInContext.ts';
import { useAuthSubmit } from './useAuthSubmit.ts';

/** Spec 5: password recovery needs a valid e-mail; the identity provider sends a code to it. */
export const PasswordRecoveryPage = () => {
  const { auth, translate } = useSignIn();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, submitting, run } = useAuthSubmit('auth.recovery.failed');

  const submit = (values: { email: string }) => {
    const address = normalizeUsername(values.email);
    return run(async () => {
      await auth.forgotPassword(address);
      setSentTo(address);
    });
  };

  const resetLink = `/reset-password${sentTo ? `?email=${encodeURIComponent(sentTo)}` : ''}`;

  return (
    <AuthCard title="auth.recovery.title">
      {sentTo ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('auth.recovery.sent', { email: sentTo })}
        </Alert>
      ) : (
        <AuthForm<{ email: string }> onSubmit={submit}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('auth.recovery.intro')}
          </Typography>
          <EmailInput source="email" label="auth.email" autoFocus />
          <AuthError message={error} />
          <SubmitButton label="auth.recovery.submit" disabled={submitting} sx={{ mb: 2 }} />
        </AuthForm>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <AuthLink to="/login" label="auth.backToLogin" />
        <AuthLink to={resetLink} label="auth.recovery.haveCode" />
      </Stack>
    </AuthCard>
  );
};
