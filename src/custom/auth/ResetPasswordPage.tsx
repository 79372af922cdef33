import { useState } from 'react';
import { Alert, Button, Link, Typography } from '@mui/material';
import {
  Form,
  PasswordInput,
  TextInput,
  email,
  required,
  useAuthProvider,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AppAuthProvider } from '../../authProvider/index.ts';
import { AuthCard } from './AuthCard.tsx';
import { messageOf } from './messageOf.ts';
import { SignedOutOnly } from './SignedOutOnly.tsx';

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
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Partial<ResetValues>) => {
    setSubmitting(true);
    setError(null);
    try {
      await authProvider?.confirmPassword(values.email ?? '', values.code ?? '', values.newPassword ?? '');
      notify('auth.reset.done', { type: 'success' });
      navigate('/login', { replace: true });
    } catch (rejection) {
      setError(messageOf(rejection, 'auth.reset.failed'));
      setSubmitting(false);
    }
  };

  return (
    <SignedOutOnly>
      <AuthCard title="auth.reset.title">
        <Form onSubmit={submit} mode="onTouched" defaultValues={{ email: searchParams.get('email') ?? '' }}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('auth.reset.intro')}
          </Typography>
          <TextInput
            source="email"
            label="auth.email"
            type="email"
            autoComplete="username"
            validate={[required(), email()]}
          />
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
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" disabled={submitting} fullWidth sx={{ mb: 2 }}>
            {translate('auth.reset.submit')}
          </Button>
        </Form>
        <Link component={RouterLink} to="/login" variant="body2">
          {translate('auth.backToLogin')}
        </Link>
      </AuthCard>
    </SignedOutOnly>
  );
};
