/** Spec 4, Import types, as migration 106 stores them; the screens translate them (imports.types.*). */
export const IMPORT_TYPES = ['createPromoCode', 'addFreeMinutes', 'applyPromoCode'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** Spec 4, Import status. Interrupted is read from a heartbeat older than INTERRUPTED_AFTER_MS. */
export const IMPORT_STATUSES = ['inProgress', 'completed', 'interrupted'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Spec 4, import status (README, Interrupted is read, never written): an In Progress import whose heartbeat is older than this reads Interrupted. */
export const INTERRUPTED_AFTER_MS = 60_000;
/** Valid rows are applied in transactions of at most this many. */
export const IMPORT_BATCH_ROWS = 500;
