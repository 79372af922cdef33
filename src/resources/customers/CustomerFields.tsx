import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { CustomerSearchRow } from '../../domain/customers/customerSearch.ts';
import { memberStatusText } from '../../domain/customers/customerStatus.ts';
import { formatCurrency, formatDate, formatPhone } from '../../domain/formats.ts';
import { customerFullName } from '../../domain/names.ts';

export const profilePath = (id: CustomerSearchRow['id']) => `/customer-profile/${id}`;

export const CustomerName = () => {
  const record = useRecordContext<CustomerSearchRow>();
  return record ? <>{customerFullName(record)}</> : null;
};

/** An enum value shown in words, falling back to the raw value for one the app does not know yet. */
export const StatusText = ({
  source,
  group,
}: {
  source: 'accountStatus' | 'accountSuspendStatus';
  group: 'accountStatus' | 'suspendStatus';
}) => {
  const record = useRecordContext<CustomerSearchRow>();
  const translate = useTranslate();
  const value = record?.[source];
  return value ? <>{memberStatusText(group, value, translate)}</> : null;
};

export const Phone = () => {
  const record = useRecordContext<CustomerSearchRow>();
  return <>{formatPhone(record?.phoneNumber)}</>;
};

export const Balance = () => {
  const record = useRecordContext<CustomerSearchRow>();
  const [locale] = useLocaleState();
  return <>{formatCurrency(record?.outstandingBalanceAmount, locale)}</>;
};

export const MemberSince = () => {
  const record = useRecordContext<CustomerSearchRow>();
  const [locale] = useLocaleState();
  return <>{formatDate(record?.customerCreateDate, locale)}</>;
};
