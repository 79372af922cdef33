/** The i18n key an authProvider rejection carries. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message
    ? error.message
    : typeof error === 'string' && error
      ? error
      : fallback;

/** The arguments of that key (e.g. the seconds to wait), when the rejection carries them. */
export const messageArgsOf = (error: unknown): Record<string, unknown> | undefined =>
  error instanceof Error && 'messageArgs' in error && typeof error.messageArgs === 'object'
    ? (error.messageArgs as Record<string, unknown>)
    : undefined;
