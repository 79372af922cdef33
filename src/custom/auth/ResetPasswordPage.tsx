import { Link, Typography } from '@mui/material';
import {
  Form,
  PasswordInput,
  TextInput,
  required,
  useAuthProvider,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AppAuthProvider } from '../../authProvider/index.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthError, EmailInput, SubmitButton } from './AuthFormParts.tsx';
import { SignedOutOnly } from './SignedOutOnly.tsx';
import { useAuthSubmit } from './useAuthSubmit.ts';

interface ResetValues {
  email: string;
  code: string;
  newPassword: string;
}

/** Spec 5: e-mail, the code the identity provider sent and a new password; then back to login. */
export const ResetPasswordPage = () => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { error, errorArgs, submitting, run } = useAuthSubmit('auth.reset.failed');

  const submit = (values: Partial<ResetValues>) =>
    run(async () => {
      await authProvider?.confirmPassword(values.email ?? '', values.code ?? '', values.newPassword ?? '');
      notify('auth.reset.done', { type: 'success' });
      navigate('/login', { replace: true });
    });

  return (
    <SignedOutOnly>
      <AuthCard title="auth.reset.title">
        <Form onSubmit={submit} mode="onTouched" defaultValues={{ email: searchParams.get('email') ?? '' }}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('auth.reset.intro')}
          </Typography>
          <EmailInput source="email" label="auth.email" />
          <TextInput
            source="code"
            label="auth.reset.code"
            autoComplete="one-time-code"
            validate={required()}
          />
          <PasswordInput
            source="newPassword"
            label="auth.reset.newPassword"
            autoComplete="new-password"
            validate={required()}
          />
          <AuthError message={error} args={errorArgs} />
          <SubmitButton label="auth.reset.submit" disabled={submitting} sx={{ mb: 2 }} />
        </Form>
        <Link component={RouterLink} to="/login" variant="body2">
          {translate('auth.backToLogin')}
        </Link>
      </AuthCard>
    </SignedOutOnly>
  );
};
