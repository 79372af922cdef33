import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { FEE_KINDS } from '../../../../domain/billing/ledger.ts';
import { describeLine } from '../../../../domain/billing/lineDescription.ts';
import { type LedgerListRow } from '../../../../domain/billing/ledgerLines.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { formatCurrency, formatZonedDateTime } from '../../../../domain/formats.ts';
import { EmbeddedList } from '../../../../custom/lists/EmbeddedList.tsx';
import { FeeReversalButton } from './FeeReversalButton.tsx';

/** The line's amounts, in the order staff read them: net, GST, total, then the balance after it. */
const MONEY_COLUMNS = ['amount', 'tax', 'total', 'runningBalance'] as const;
const Col = DataTable.Col<LedgerListRow>;
const isFee = (line: LedgerListRow) => (FEE_KINDS as readonly string[]).includes(line.kind);

interface LedgerLinesListProps {
  customer: CustomerDetail;
  /** The member's zone: a line's date is read in it. */
  timeZone: string | undefined;
  onOpen: (line: LedgerListRow) => void;
}

/**
 * Spec 2 Billing, All billing: the member's ledger lines, newest first, sortable by date,
 * exportable, each opening its detail; a fee line can be reversed from its row.
 */
export const LedgerLinesList = ({ customer, timeZone, onOpen }: LedgerLinesListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (value: number) => formatCurrency(value, locale);
  return (
    <EmbeddedList
      resource="transactionDetails"
      filter={{ customerId: String(customer.id) }}
      sort={{ field: 'postedAt', order: 'DESC' }}
      exportable
      errorKey="billing.lines.error"
      emptyKey="billing.lines.empty"
    >
      <Col
        source="postedAt"
        label="billing.lines.columns.date"
        render={(line) => formatZonedDateTime(line.postedAt, locale, timeZone)}
      />
      <Col
        source="kind"
        label="billing.lines.columns.kind"
        render={(line) => translate(`billing.kinds.${line.kind}`)}
      />
      <Col label="billing.lines.columns.description" render={(line) => describeLine(line, translate)} />
      {MONEY_COLUMNS.map((source) => (
        <Col
          key={source}
          source={source}
          label={`billing.lines.columns.${source}`}
          align="right"
          render={(line) => money(line[source])}
        />
      ))}
      <Col
        label="billing.lines.columns.actions"
        render={(line) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Tooltip title={translate('billing.lines.open', { id: line.id })}>
              <IconButton
                size="small"
                aria-label={translate('billing.lines.open', { id: line.id })}
                onClick={() => onOpen(line)}
              >
                <InfoOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {isFee(line) ? <FeeReversalButton customer={customer} line={line} /> : null}
          </Stack>
        )}
      />
    </EmbeddedList>
  );
};
