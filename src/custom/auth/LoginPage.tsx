import { Link, Stack } from '@mui/material';
import { Form, PasswordInput, required, useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { normalizeUsername } from '../../domain/formats.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthError, EmailInput, OnEdit, SubmitButton } from './AuthFormParts.tsx';
import { SignedOutOnly } from './SignedOutOnly.tsx';
import { useAuthSubmit } from './useAuthSubmit.ts';

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
  const { error, errorArgs, submitting, run, clearError } = useAuthSubmit('ra.auth.sign_in_error');

  const submit = (values: Partial<Credentials>) =>
    run(() => login({ username: normalizeUsername(values.username ?? ''), password: values.password ?? '' }));

  return (
    <SignedOutOnly>
      <AuthCard title="auth.login.title">
        <Form onSubmit={submit} mode="onTouched">
          <OnEdit onEdit={clearError} />
          <EmailInput source="username" label="auth.username" autoFocus />
          {/* No strength meter: this checks a password, it does not choose one. */}
          <PasswordInput
            source="password"
            label="auth.password"
            autoComplete="current-password"
            validate={required()}
          />
          <AuthError message={error} args={errorArgs} />
          <Stack spacing={2}>
            <SubmitButton label="auth.login.submit" disabled={submitting} />
            <Link component={RouterLink} to="/password-recovery" variant="body2">
              {translate('auth.login.forgotPassword')}
            </Link>
          </Stack>
        </Form>
      </AuthCard>
    </SignedOutOnly>
  );
};
