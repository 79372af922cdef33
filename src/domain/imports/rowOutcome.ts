/**
 * What became of one row handed to a batch writer (insertPromotions, grantFreeMinutes,
 * applyPromoCodes): the id it made, or the field and message key it was refused for. The
 * forms show the message next to the field; a mass import lists it in its details file.
 */
export type RowOutcome = { ok: true; id: string } | { ok: false; field: string; message: string };
