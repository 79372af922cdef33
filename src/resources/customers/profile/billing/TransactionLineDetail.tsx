import { Typography } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { describeLine } from '../../../../domain/billing/lineDescription.ts';
import type { LedgerListRow, TransactionDetail } from '../../../../domain/billing/ledgerLines.ts';
import { formatCurrency, formatZonedDateTime } from '../../../../domain/formats.ts';
import { ReadOnlyFacts } from '../../../../custom/layout/ReadOnlyFacts.tsx';
import { DetailLoad } from './DetailLoad.tsx';
import { LinesTable } from '../../../../custom/billing/LinesTable.tsx';

/** The record's own facts (a modification's duration and distance, a receipt's litres and date), as posted. */
const factsOf = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([fact, value]) => `${fact}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');

/** The list's row stands in (react-admin keeps it) until the detail's own fields arrive. */
type Detail = LedgerListRow & Partial<Pick<TransactionDetail, 'reverses' | 'reversals'>>;

/**
 * A staff line's detail (/customers-billing/transactiondetails/{id}): who posted it and when,
 * why, what it amounts to, the facts behind it, and the fee it reverses or the reversals it has.
 */
export const TransactionLineDetail = ({
  line,
  timeZone,
}: {
  line: LedgerListRow;
  timeZone: string | undefined;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useGetOne<Detail>('transactionDetails', { id: line.id }, { retry: false });
  const money = (value: number | null) => formatCurrency(value, locale);
  return (
    <DetailLoad data={data} error={error}>
      {(detail) => (
        <>
          <ReadOnlyFacts
            facts={[
              ['billing.details.postedAt', formatZonedDateTime(detail.postedAt, locale, timeZone)],
              ['billing.details.postedBy', detail.staffName ?? translate('billing.details.automatic')],
              ['billing.lines.columns.description', describeLine(detail, translate)],
              [
                'billing.details.reason',
                detail.reason && translate(`billing.reasons.${detail.reason}`, { _: detail.reason }),
              ],
              ['billing.details.note', detail.note],
              ['billing.lines.columns.amount', money(detail.amount)],
              ['billing.lines.columns.tax', money(detail.tax)],
              ['billing.lines.columns.total', money(detail.total)],
              ['billing.lines.columns.runningBalance', money(detail.runningBalance)],
              ...(detail.reversible === null
                ? []
                : [['billing.details.reversible', money(detail.reversible)] as const]),
              ...(detail.details ? [['billing.details.facts', factsOf(detail.details)] as const] : []),
            ]}
          />
          {detail.reverses ? (
            <>
              <Typography variant="subtitle1" component="h3">
                {translate('billing.details.reverses')}
              </Typography>
              <LinesTable
                lines={[detail.reverses]}
                label="billing.details.reverses"
                emptyText="billing.details.notReversed"
                timeZone={timeZone}
              />
            </>
          ) : null}
          {detail.reversible !== null && detail.reversals ? (
            <>
              <Typography variant="subtitle1" component="h3">
                {translate('billing.details.reversals')}
              </Typography>
              <LinesTable
                lines={detail.reversals}
                label="billing.details.reversals"
                emptyText="billing.details.notReversed"
                timeZone={timeZone}
              />
            </>
          ) : null}
        </>
      )}
    </DetailLoad>
  );
};
