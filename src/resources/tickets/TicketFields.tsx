import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/formats.ts';
import { ticketCategoryOf } from '../../domain/tickets/ticketCategories.ts';
import type { TicketSearchRow } from '../../domain/tickets/tickets.ts';
import { staffDisplayName } from '../../domain/names.ts';
import { ticketValueKey, type TicketValueField } from '../../domain/tickets/ticketValues.ts';

const joined = (items: readonly string[]) => items.join(', ');

/** The ticket's categories by their labels, in the reader's language. */
export const CategoryLabels = () => {
  const translate = useTranslate();
  const record = useRecordContext<TicketSearchRow>();
  const labels = (record?.categories ?? []).map((value) => {
    const entry = ticketCategoryOf(value);
    return entry ? translate(entry.label) : String(value);
  });
  return <>{joined(labels)}</>;
};

export const MemberNames = () => {
  const record = useRecordContext<TicketSearchRow>();
  return <>{joined((record?.customers ?? []).map((c) => c.fullName))}</>;
};

/** A car by its plate; by its VIN if the car row is gone. */
export const CarPlates = () => {
  const record = useRecordContext<TicketSearchRow>();
  return <>{joined((record?.vehicles ?? []).map((v) => v.plateNumber ?? v.vin))}</>;
};

/** Spec point 6: first name, last name and (role). */
export const AssignedStaff = () => {
  const record = useRecordContext<TicketSearchRow>();
  return <>{record?.staff ? staffDisplayName(record.staff) : ''}</>;
};

export const TicketValue = ({ field }: { field: TicketValueField }) => {
  const translate = useTranslate();
  const record = useRecordContext<TicketSearchRow>();
  const value = record?.[field];
  return <>{value ? translate(ticketValueKey(field, value)) : ''}</>;
};

export const CreatedAt = () => {
  const record = useRecordContext<TicketSearchRow>();
  const [locale] = useLocaleState();
  return <>{formatDateTime(record?.createDateTime, locale)}</>;
};
