import { useLocaleState, useTranslate } from 'react-admin';
import type { ActivityValue } from '../../../domain/activityLog.ts';
import { formatDateTime } from '../../../domain/formats.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * How the Activity Log reads a recorded change: a field's name becomes its label (EN and FR,
 * `activityLog.fields`; a field without one shows its recorded name), an action its text,
 * and a value plain text (no value as a dash, yes/no, instants in the staff member's time).
 */
export const useActivityLabels = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return {
    field: (name: string) => translate(`activityLog.fields.${name}`, { _: name }),
    action: (name: string) => translate(`activityLog.actions.${name}`, { _: name }),
    value: (value: ActivityValue): string => {
      if (value === null || value === '') return translate('activityLog.noValue');
      if (typeof value === 'boolean') return translate(value ? 'activityLog.yes' : 'activityLog.no');
      if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value, locale) || value;
      return String(value);
    },
  };
};
