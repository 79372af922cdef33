import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatZonedDateTime } from '../../domain/formats.ts';
import type { TicketSearchRow } from '../../domain/tickets/tickets.ts';
import {
  assignedStaff,
  carPlates,
  categoryLabels,
  memberNames,
  ticketValueText,
} from '../../domain/tickets/ticketRowText.ts';
import type { TicketValueField } from '../../domain/tickets/ticketValues.ts';

export const CategoryLabels = () => {
  const translate = useTranslate();
  const record = useRecordContext<TicketSearchRow>();
  return <>{record ? categoryLabels(record, translate) : ''}</>;
};

export const MemberNames = () => {
  const record = useRecordContext<TicketSearchRow>();
  return <>{record ? memberNames(record) : ''}</>;
};

export const CarPlates = () => {
  const record = useRecordContext<TicketSearchRow>();
  return <>{record ? carPlates(record) : ''}</>;
};

export const AssignedStaff = () => {
  const record = useRecordContext<TicketSearchRow>();
  return <>{record ? assignedStaff(record) : ''}</>;
};

export const TicketValue = ({ field }: { field: TicketValueField }) => {
  const translate = useTranslate();
  const record = useRecordContext<TicketSearchRow>();
  return <>{ticketValueText(field, record?.[field], translate)}</>;
};

export const CreatedAt = () => {
  const record = useRecordContext<TicketSearchRow>();
  const [locale] = useLocaleState();
  return <>{formatZonedDateTime(record?.createDateTime, locale)}</>;
};
