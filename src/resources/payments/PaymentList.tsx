import { DataTable, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { AppList } from '../../custom/lists/AppList.tsx';
import { RecordLink } from '../../custom/lists/RecordLink.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import { pathOf } from '../../custom/routes/routeTable.ts';
import { formatCurrency, formatZonedDateTime } from '../../domain/formats.ts';
import { processTypeLabel } from '../../domain/payments/paymentLabels.ts';
import { paymentSearchQuery, type PaymentSearchRow } from '../../domain/payments/paymentSearch.ts';
import { PaymentMemberLink } from './PaymentMemberLink.tsx';

/** Spec 7 /payments: one member's payments, by the member's number as the API checks it. */
const paymentFilters = [
  <TextInput
    key="customerId"
    source="customerId"
    label="resources.payments.fields.customerId"
    alwaysOn
    validate={zodValidator(paymentSearchQuery.shape.customerId)}
    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
  />,
];

const Col = DataTable.Col<PaymentSearchRow>;

/**
 * Payments at /payments (README, Departures): every payment newest first, or one member's;
 * sortable by date (the order the server reads from an index), exportable as CSV; a row,
 * or its number by keyboard, opens the payment at /payments/{paymentId}.
 */
/** Spec points 2 and 9: the columns past 1,440 px, a click away (Columns); each person's choice is kept. */
const HIDDEN_COLUMNS = ['cardType', 'reference'];

export const PaymentList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <AppList
      resource="payments"
      title="routes.payments"
      filters={paymentFilters}
      sort={{ field: 'date', order: 'DESC' }}
      exportable
      rowClick={(id) => pathOf('payment', { paymentId: id })}
      texts="payments"
      hiddenColumns={HIDDEN_COLUMNS}
    >
      <Col source="id" field={RecordLink} />
      {/* In the member's home zone, as their Billing tab reads it (spec 3, Payment). */}
      <Col source="date" render={(payment) => formatZonedDateTime(payment.date, locale, payment.timeZone)} />
      <Col source="member" render={(payment) => <PaymentMemberLink member={payment.member} />} />
      <Col source="amount" align="right" render={(payment) => formatCurrency(payment.amount, locale)} />
      <Col
        source="status"
        render={(payment) => translate(`memberActivity.paymentStatus.${payment.status}`)}
      />
      <Col source="cardNumber" />
      <Col source="processType" render={(payment) => processTypeLabel(payment.processType, translate)} />
      <Col source="cardType" />
      <Col source="reference" />
    </AppList>
  );
};
