import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';

/** Every string the user reads, in English (the default locale). fr.ts has exactly the same keys. */
const en: TranslationMessages = {
  ...englishMessages,
  app: {
    title: 'Carshare Back Office',
    locale: { switchTo: 'Switch language to %{locale}' },
    nav: { home: 'Home', members: 'Members' },
    home: {
      title: 'Home',
      welcome: 'Welcome, %{name}',
      intro: 'Use the menu to search members.',
    },
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
  /** Keys the API answers in ApiErrorBody.messageKey. */
  error: {
    system: 'Oops! There seems to be a system error.',
    badRequest: 'The request could not be understood.',
    malformedJson: 'The request could not be read.',
    notFound: 'Not found.',
    staffNotFound: 'No staff record exists for this user.',
    tooLarge: 'The request is too large.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    unsupportedMediaType: 'This kind of content is not accepted.',
  },
  validation: {
    required: 'Required',
    invalid: 'Invalid value',
    minLength: 'Too short',
    maxLength: 'Too long',
    minValue: 'Too small',
    maxValue: 'Too large',
    phone: 'Must be a valid 10-digit North American phone number',
    postalCode: 'Must be a valid Canadian postal code or US ZIP code',
    customerNumber: 'Must be a customer number (letters, digits and dashes)',
    ids: 'Must be a list of numeric ids separated by commas',
    page: 'Invalid page number',
    count: 'Invalid page size',
  },
  customers: {
    search: {
      title: 'Customer search',
      empty: 'No member matches these criteria.',
      error: 'The members could not be loaded.',
      capped: 'More than %{count} members match; refine the search.',
    },
    accountStatus: { ACTIVE: 'Active', CLOSED: 'Closed' },
    suspendStatus: {
      UNSUSPENDED: 'Not suspended',
      'SUSPENDED-FLAG': 'Suspended (flag)',
      'SUSPENDED-OSB': 'Suspended (outstanding balance)',
    },
  },
  resources: {
    customers: {
      name: 'Member |||| Members',
      fields: {
        customerNumber: 'Customer number',
        name: 'Name',
        lastName: 'Last name',
        firstName: 'First name',
        email: 'E-mail',
        emailAddress: 'E-mail',
        phone: 'Phone',
        phoneNumber: 'Phone',
        city: 'City',
        accountStatus: 'Account status',
        accountSuspendStatus: 'Suspension',
        outstandingBalanceAmount: 'Balance',
        customerCreateDate: 'Member since',
        q: 'Search',
      },
    },
  },
};

export default en;
