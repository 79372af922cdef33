import { useTranslate } from 'react-admin';
import type { RouteParams } from '../../custom/routes/declarations.ts';

/** The payment's one name, on its crumb as on its heading: "Payment #5113". */
export const PaymentCrumb = ({ params }: { params: RouteParams }) => {
  const translate = useTranslate();
  return <>{translate('memberActivity.payment', { id: params.paymentId })}</>;
};
