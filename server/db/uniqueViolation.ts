/** PostgreSQL's unique_violation, which PGlite raises too: the row a unique index already holds. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
