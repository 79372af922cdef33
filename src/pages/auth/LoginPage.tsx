import { Alert, Stack } from '@mui/material';
import { normalizeUsername } from '../../domain/formats.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthError, AuthField, AuthForm, AuthLink, EmailInput, SubmitButton } from './AuthFormParts.tsx';
import { useSignIn } from './signInContext.ts';
import { useAuthSubmit } from './useAuthSubmit.ts';

type Credentials = { username: string; password: string };

/**
 * Spec 5 Login: user name (an e-mail) and password, both required; errors appear once a
 * field has been left; on success the app opens on the page the user came for.
 */
export const LoginPage = () => {
  const { auth, translate, location, onSignedIn } = useSignIn();
  const { error, errorArgs, submitting, run, clearError } = useAuthSubmit('ra.auth.sign_in_error');

  const submit = (values: Credentials) =>
    run(async () => {
      await auth.login({ username: normalizeUsername(values.username), password: values.password });
      onSignedIn();
    });

  return (
    <AuthCard title="auth.login.title">
      {location.notice ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate(location.notice)}
        </Alert>
      ) : null}
      <AuthForm<Credentials> onSubmit={submit} onEdit={clearError}>
        <EmailInput source="username" label="auth.username" autoFocus />
        {/* No strength meter: this checks a password, it does not choose one. */}
        <AuthField source="password" label="auth.password" type="password" autoComplete="current-password" />
        <AuthError message={error} args={errorArgs} />
        <Stack spacing={2}>
          <SubmitButton label="auth.login.submit" disabled={submitting} />
          <AuthLink to="/password-recovery" label="auth.login.forgotPassword" />
        </Stack>
      </AuthForm>
    </AuthCard>
  );
};
