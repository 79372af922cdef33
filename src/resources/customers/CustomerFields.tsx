import { Link } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerSearchRow } from '../../domain/customerSearch.ts';

/** Money and dates follow the chosen language, in Canadian conventions. */
export const useRegionalLocale = (): string => (useLocaleState()[0] === 'fr' ? 'fr-CA' : 'en-CA');

export const profilePath = (id: CustomerSearchRow['id']) => `/customer-profile/${id}`;

export const CustomerNumberLink = () => {
  const record = useRecordContext<CustomerSearchRow>();
  if (!record) return null;
  return (
    <Link component={RouterLink} to={profilePath(record.id)} onClick={(event) => event.stopPropagation()}>
      {record.customerNumber}
    </Link>
  );
};

export const CustomerName = () => {
  const record = useRecordContext<CustomerSearchRow>();
  if (!record) return null;
  const preferred =
    record.preferredName && record.preferredName !== record.firstName ? ` (${record.preferredName})` : '';
  return (
    <>
      {record.firstName}
      {preferred} {record.lastName}
    </>
  );
};

/** An enum value shown in words, falling back to the raw value for one the app does not know yet. */
export const StatusText = ({
  source,
  group,
}: {
  source: 'accountStatus' | 'accountSuspendStatus';
  group: string;
}) => {
  const record = useRecordContext<CustomerSearchRow>();
  const translate = useTranslate();
  const value = record?.[source];
  return value ? <>{translate(`customers.${group}.${value}`, { _: value })}</> : null;
};

export const Balance = () => {
  const record = useRecordContext<CustomerSearchRow>();
  const locale = useRegionalLocale();
  if (typeof record?.outstandingBalanceAmount !== 'number') return null;
  return (
    <>
      {new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(
        record.outstandingBalanceAmount,
      )}
    </>
  );
};

export const MemberSince = () => {
  const record = useRecordContext<CustomerSearchRow>();
  const locale = useRegionalLocale();
  if (!record?.customerCreateDate) return null;
  const date = new Date(record.customerCreateDate);
  if (Number.isNaN(date.getTime())) return null;
  return <>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)}</>;
};
