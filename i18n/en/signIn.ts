/**
 * The English texts of the sign-in pages and the product's frame, part of en.ts: the sign-in
 * page loads these alone, before the app (docs/architecture.md, Sign-in notes).
 */
export default {
  app: {
    title: 'Carshare Back Office',
    locale: { switchTo: 'Switch language to %{locale}' },
    notification: {
      saved: 'The changes have been applied successfully',
      inProgress: 'Operation in progress',
      systemError: 'Oops! There seems to be a system error.',
    },
    error: {
      generic: 'Oops! Something went wrong',
      config: 'The application settings could not be loaded. Please reload the page.',
    },
    noAccess: 'You do not have access to this page, please see your system administrator.',
  },
  auth: {
    noAccess: 'You do not have access to this page, please see your system administrator.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    username: 'User name (e-mail)',
    email: 'E-mail',
    password: 'Password',
    invalidCredentials: 'Invalid credentials. Please try again.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    tooManyAttemptsWait: 'Too many attempts — try again in %{seconds} s',
    passwordPolicy: {
      length: 'The password is too short: it needs at least %{min} characters.',
      lowercase: 'The password needs a lower-case letter.',
      uppercase: 'The password needs an upper-case letter.',
      digit: 'The password needs a digit.',
      symbol: 'The password needs a symbol (such as ! - # or a space).',
    },
    backToLogin: 'Back to login',
    login: {
      title: 'Login',
      submit: 'Sign in',
      forgotPassword: 'Forgot your password?',
    },
    recovery: {
      title: 'Password Recovery',
      intro: 'Enter the e-mail address you sign in with. We will send you a verification code.',
      submit: 'Send the code',
      sent: 'If an account exists for %{email}, a verification code has been sent to that address.',
      haveCode: 'I have a code',
      failed: 'The code could not be sent. Please try again later.',
    },
    reset: {
      title: 'Reset Password',
      intro: 'Enter your e-mail, the verification code you received and your new password.',
      code: 'Verification code',
      newPassword: 'New password',
      submit: 'Reset the password',
      done: 'Your password has been reset. You can now sign in.',
      invalidCode: 'This verification code is not valid.',
      expiredCode: 'This verification code has expired. Ask for a new one.',
      passwordRejected: 'This password is not accepted. Choose a longer or more varied one.',
      failed: 'The password could not be reset. Please try again later.',
    },
  },
};
