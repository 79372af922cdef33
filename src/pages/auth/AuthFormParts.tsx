import { createContext, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  FilledInput,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  Link,
  type SxProps,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { isEmailAddress } from '../../domain/formats.ts';
import { useSignIn } from './signInContext.ts';

/** A field's check: the message key of its refusal, or nothing. The texts are react-admin's own. */
type Check = (value: string) => string | undefined;
const filled: Check = (value) => (value.trim() === '' ? 'ra.validation.required' : undefined);
const emailAddress: Check = (value) => (isEmailAddress(value.trim()) ? undefined : 'ra.validation.email');
const REQUIRED = [filled];
const EMAIL = [filled, emailAddress];

interface FormFields {
  value: (name: string) => string;
  /** The refusal to show: once the field has been left, or the form sent. */
  refusal: (name: string) => string | undefined;
  change: (name: string, value: string) => void;
  leave: (name: string) => void;
  register: (name: string, checks: Check[], input: HTMLInputElement | null) => void;
}

const FormContext = createContext<FormFields | null>(null);

/**
 * A signed-out form, as react-admin's in `onTouched` mode: a field's refusal shows once it has
 * been left and follows its value after; sending checks every field and focuses the first
 * refused. The browser's own bubbles stay off so the page's texts are the ones read. A few
 * fields need no form library on the page that must load first (docs/architecture.md, Sign-in
 * notes).
 */
export const AuthForm = <T extends Record<string, string>>({
  onSubmit,
  onEdit,
  defaultValues = {},
  children,
}: {
  onSubmit: (values: T) => Promise<unknown>;
  /** Called whenever the user changes a field. */
  onEdit?: () => void;
  defaultValues?: Partial<T>;
  children: ReactNode;
}) => {
  const [values, setValues] = useState<Record<string, string>>(defaultValues as Record<string, string>);
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const fields = useRef(new Map<string, { checks: Check[]; input: HTMLInputElement | null }>());
  const refusalOf = (name: string) =>
    fields.current
      .get(name)
      ?.checks.map((check) => check(values[name] ?? ''))
      .find(Boolean);

  const form: FormFields = {
    value: (name) => values[name] ?? '',
    refusal: (name) => (left[name] ? refusalOf(name) : undefined),
    change: (name, value) => {
      setValues((before) => ({ ...before, [name]: value }));
      onEdit?.();
    },
    leave: (name) => setLeft((before) => ({ ...before, [name]: true })),
    register: (name, checks, input) => void fields.current.set(name, { checks, input }),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = [...fields.current.keys()];
    setLeft(Object.fromEntries(names.map((name) => [name, true])));
    const refused = names.find(refusalOf);
    if (refused) return fields.current.get(refused)?.input?.focus();
    void onSubmit(Object.fromEntries(names.map((name) => [name, values[name] ?? ''])) as T);
  };

  return (
    <FormContext.Provider value={form}>
      <form noValidate onSubmit={submit}>
        {children}
      </form>
    </FormContext.Provider>
  );
};

/** One field of a signed-out form, drawn as react-admin's TextInput (filled, label, asterisk, help line). */
export const AuthField = ({
  source,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  validate = REQUIRED,
}: {
  source: string;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  validate?: Check[];
}) => {
  const { translate } = useSignIn();
  const form = useContext(FormContext)!;
  const [shown, setShown] = useState(false);
  const refusal = form.refusal(source);
  const password = type === 'password';
  const toggle = translate(shown ? 'ra.input.password.toggle_hidden' : 'ra.input.password.toggle_visible');
  const helper = `${source}-helper-text`;
  // MUI's TextField would bring Select, Menu and Modal along: the parts it is made of suffice here.
  return (
    <FormControl required error={Boolean(refusal)}>
      <InputLabel htmlFor={source}>
        <span>{translate(label)}</span>
      </InputLabel>
      <FilledInput
        id={source}
        name={source}
        value={form.value(source)}
        onChange={(event) => form.change(source, event.target.value)}
        onBlur={() => form.leave(source)}
        inputRef={(input: HTMLInputElement | null) => form.register(source, validate, input)}
        type={password && shown ? 'text' : type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={{ 'aria-describedby': helper }}
        endAdornment={
          password ? (
            <InputAdornment position="end">
              <IconButton aria-label={toggle} title={toggle} onClick={() => setShown(!shown)} size="large">
                {shown ? <Visibility /> : <VisibilityOff />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      <FormHelperText id={helper}>{refusal ? translate(refusal) : ' '}</FormHelperText>
    </FormControl>
  );
};

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
  <AuthField
    source={source}
    label={label}
    type="email"
    autoComplete="username"
    autoFocus={autoFocus}
    validate={EMAIL}
  />
);

/** The identity provider's refusal, translated when it is a key. */
export const AuthError = ({ message, args }: { message: string | null; args?: Record<string, unknown> }) => {
  const { translate } = useSignIn();
  return message ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {translate(message, { _: message, ...args })}
    </Alert>
  ) : null;
};

export const SubmitButton = ({ label, disabled, sx }: { label: string; disabled: boolean; sx?: SxProps }) => {
  const { translate } = useSignIn();
  return (
    <Button type="submit" variant="contained" disabled={disabled} fullWidth sx={sx}>
      {translate(label)}
    </Button>
  );
};

/** A link to another signed-out page, followed without reloading. */
export const AuthLink = ({ to, label }: { to: string; label: string }) => {
  const { navigate, translate } = useSignIn();
  return (
    <Link
      href={to}
      variant="body2"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {translate(label)}
    </Link>
  );
};
