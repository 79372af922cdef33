/** The i18n key an authProvider rejection carries. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message
    ? error.message
    : typeof error === 'string' && error
      ? error
      : fallback;
