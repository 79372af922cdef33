import { useLocaleState, useTranslate } from 'react-admin';
import type { ActivityValue } from '../../../../domain/activityLog.ts';
import { isIsoDate } from '../../../../domain/calendarRules.ts';
import { formatDate, formatDateTime } from '../../../../domain/formats.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Fields recorded as codes, by the labels the screens show them with (`ACTIVE → CANCELED`
 * reads as the status names, in French too).
 */
const CODE_LABELS: Record<string, string> = {
  account_status: 'customers.accountStatus',
  suspension_status: 'customers.suspendStatus',
  dl_record_status: 'profile.recordStatus',
  rfid_status: 'profile.rfidStatus',
  status: 'reservations.status',
  payment_status: 'memberActivity.paymentStatus',
  gender: 'profile.genders',
  preferred_language: 'profile.languages',
  home_country: 'profile.countries',
  billing_country: 'profile.countries',
  dl_country: 'profile.countries',
};

/**
 * How the Activity Log reads a recorded change: a field's name becomes its label (EN and FR,
 * `activityLog.fields`; a field without one shows its recorded name), an action its text,
 * and a value plain text: no value as a dash, yes/no, a code by its screen label, a day as a
 * date and an instant in the staff member's time.
 */
export const useActivityLabels = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return {
    field: (name: string) => translate(`activityLog.fields.${name}`, { _: name }),
    action: (name: string) => translate(`activityLog.actions.${name}`, { _: name }),
    value: (value: ActivityValue, field: string): string => {
      if (value === null || value === '') return translate('activityLog.noValue');
      if (typeof value === 'boolean') return translate(value ? 'activityLog.yes' : 'activityLog.no');
      if (typeof value !== 'string') return String(value);
      const codes = CODE_LABELS[field];
      if (codes) return translate(`${codes}.${value}`, { _: value });
      if (isIsoDate(value)) return formatDate(value, locale) || value;
      if (INSTANT.test(value)) return formatDateTime(value, locale) || value;
      return value;
    },
  };
};
