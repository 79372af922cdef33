import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { useFileDownload } from '../../../../custom/files/useFileDownload.ts';
import { statementFileName, type MonthlyStatementRow } from '../../../../domain/billing/statements.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { EXPORT_LANGUAGES } from '../../../../domain/exportQuery.ts';
import { formatCurrency, formatMonth } from '../../../../domain/formats.ts';
import { EmbeddedList } from '../../../../custom/lists/EmbeddedList.tsx';

const Col = DataTable.Col<MonthlyStatementRow>;

/** A month's statement in each language, as a PDF the server makes (genMonthlyStatement). */
const DownloadButtons = ({ customerId, month }: { customerId: number; month: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { download, downloading } = useFileDownload('generateStatement');
  return (
    <Stack direction="row" spacing={1}>
      {EXPORT_LANGUAGES.map((lang) => {
        const language = translate(`profile.languages.${lang}`);
        const fileName = statementFileName(month, lang);
        return (
          <Button
            key={lang}
            size="small"
            startIcon={<DownloadIcon />}
            disabled={downloading === fileName}
            onClick={() => void download({ customerId: String(customerId), month, lang }, fileName)}
            aria-label={translate('billing.statements.downloadIn', {
              month: formatMonth(month, locale),
              language,
            })}
          >
            {language}
          </Button>
        );
      })}
    </Stack>
  );
};

/**
 * Spec 2 Billing, Statements (spec 3 Billing statement): the member's months with charges or
 * payments, newest first, each month's total and its statement in English or French. A
 * failed download opens 'Download Failed' (spec 8).
 */
export const StatementsView = ({ customer }: { customer: CustomerDetail }) => {
  const [locale] = useLocaleState();
  return (
    <EmbeddedList
      resource="monthlyStatements"
      filter={{ customerId: String(customer.id) }}
      errorKey="billing.statements.error"
      emptyKey="billing.statements.empty"
    >
      <Col
        source="month"
        label="billing.statements.columns.month"
        render={(row) => formatMonth(row.month, locale)}
      />
      <Col
        source="amount"
        label="billing.statements.columns.amount"
        align="right"
        render={(row) => formatCurrency(row.amount, locale)}
      />
      <Col
        label="billing.statements.columns.download"
        render={(row) => <DownloadButtons customerId={customer.id} month={row.month} />}
      />
    </EmbeddedList>
  );
};
