import { useState } from 'react';
import { Alert, Button, Link, Stack } from '@mui/material';
import { Form, PasswordInput, TextInput, email, required, useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { normalizeUsername } from '../../domain/formats.ts';
import { AuthCard } from './AuthCard.tsx';
import { messageOf } from './messageOf.ts';
import { SignedOutOnly } from './SignedOutOnly.tsx';

interface Credentials {
  username: string;
  password: string;
}

/**
 * Spec 5 Login: user name (an e-mail) and password, both required; errors appear once a
 * field has been left; on success react-admin returns to the page the user came from.
 */
export const LoginPage = () => {
  const login = useLogin();
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Partial<Credentials>) => {
    setSubmitting(true);
    setError(null);
    try {
      await login({ username: normalizeUsername(values.username ?? ''), password: values.password ?? '' });
    } catch (rejection) {
      setError(messageOf(rejection, 'ra.auth.sign_in_error'));
      setSubmitting(false);
    }
  };

  return (
    <SignedOutOnly>
      <AuthCard title="auth.login.title">
        <Form onSubmit={submit} mode="onTouched">
          <TextInput
            source="username"
            label="auth.username"
            type="email"
            autoComplete="username"
            validate={[required(), email()]}
            autoFocus
          />
          {/* No strength meter: this checks a password, it does not choose one. */}
          <PasswordInput
            source="password"
            label="auth.password"
            autoComplete="current-password"
            validate={required()}
          />
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          ) : null}
          <Stack spacing={2}>
            <Button type="submit" variant="contained" disabled={submitting} fullWidth>
              {translate('auth.login.submit')}
            </Button>
            <Link component={RouterLink} to="/password-recovery" variant="body2">
              {translate('auth.login.forgotPassword')}
            </Link>
          </Stack>
        </Form>
      </AuthCard>
    </SignedOutOnly>
  );
};
