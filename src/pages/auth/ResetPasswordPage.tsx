import { Typography } from '@mui/material';
import { AuthCard } from './AuthCard.tsx';
import { AuthError, AuthField, AuthForm, AuthLink, EmailInput, SubmitButton } from './AuthFormParts.tsx';
import { useSignIn } from './signInContext.ts';
import { useAuthSubmit } from './useAuthSubmit.ts';

type ResetValues = { email: string; code: string; newPassword: string };

/** Spec 5: e-mail, the code the identity provider sent and a new password; then back to login. */
export const ResetPasswordPage = () => {
  const { auth, translate, location, navigate } = useSignIn();
  const { error, errorArgs, submitting, run } = useAuthSubmit('auth.reset.failed');

  const submit = (values: ResetValues) =>
    run(async () => {
      await auth.confirmPassword(values.email, values.code, values.newPassword);
      navigate('/login', { notice: 'auth.reset.done', replace: true });
    });

  return (
    <AuthCard title="auth.reset.title">
      <AuthForm<ResetValues>
        onSubmit={submit}
        defaultValues={{ email: new URLSearchParams(location.search).get('email') ?? '' }}
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('auth.reset.intro')}
        </Typography>
        <EmailInput source="email" label="auth.email" />
        <AuthField source="code" label="auth.reset.code" autoComplete="one-time-code" />
        <AuthField
          source="newPassword"
          label="auth.reset.newPassword"
          type="password"
          autoComplete="new-password"
        />
        <AuthError message={error} args={errorArgs} />
        <SubmitButton label="auth.reset.submit" disabled={submitting} sx={{ mb: 2 }} />
      </AuthForm>
      <AuthLink to="/login" label="auth.backToLogin" />
    </AuthCard>
  );
};
