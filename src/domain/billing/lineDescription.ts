import type { LedgerLineRow } from './ledger.ts';

type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * What a ledger line is about, in the reader's words (spec 2, Billing tab, All billing): the record
 * that made it, the reason picked from a list and the staff member's note. The list and its
 * CSV export both read it from here. Codes without a text (a fee added to the catalogue since)
 * show as themselves.
 */
export const describeLine = (line: LedgerLineRow, translate: Translate): string => {
  const parts: string[] = [];
  // A free-minute line is zero money: its minutes are what it is about.
  const minutes = line.details?.minutes;
  const freeMinutes = line.kind === 'freeMinutes' || line.kind === 'freeMinutesCancel';
  if (freeMinutes && typeof minutes === 'number')
    parts.push(translate(`billing.lines.${line.kind}`, { minutes: Math.abs(minutes) }));
  if (line.feeCode !== null) parts.push(translate(`billing.fees.${line.feeCode}`, { _: line.feeCode }));
  if (line.tripId !== null) parts.push(translate('billing.lines.trip', { id: line.tripId }));
  if (line.paymentId !== null) parts.push(translate('billing.lines.payment', { id: line.paymentId }));
  if (line.reversesId !== null) parts.push(translate('billing.lines.reverses', { id: line.reversesId }));
  const reasons = freeMinutes ? 'freeMinutes.reasons' : 'billing.reasons';
  if (line.reason !== null) parts.push(translate(`${reasons}.${line.reason}`, { _: line.reason }));
  if (line.note !== null) parts.push(line.note);
  return parts.join(' · ');
};
