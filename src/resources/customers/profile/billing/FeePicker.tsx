import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { AppSelectInput } from '../../../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import type { AppDataProvider } from '../../../../dataProvider/dataProvider.ts';
import { FeeWithoutAmountError } from '../../../../dataProvider/transforms/productFees.ts';
import type { FeeType } from '../../../../domain/billing/ledger.ts';
import { specialFeeFields } from '../../../../domain/billing/modalRequests.ts';
import type { ProductFee } from '../../../../domain/billing/productFees.ts';
import { formatCurrency } from '../../../../domain/formats.ts';

const validateFee = zodValidator(specialFeeFields.feeCode);

/** A fee's name in the reader's language, by its code; the catalogue's English name otherwise. */
export const useFeeName = () => {
  const translate = useTranslate();
  return (fee: { code: string; name?: string }) =>
    translate(`billing.fees.${fee.code}`, { _: fee.name ?? fee.code });
};

/** Spec 7 Billing fee fetch of one type: the account fees or the trip fees, with their amount before GST. */
export const FeePicker = ({ type }: { type: FeeType }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const feeName = useFeeName();
  const dataProvider = useDataProvider<AppDataProvider>();
  const {
    data = [],
    isPending,
    error,
  } = useQuery({
    queryKey: ['fee', 'FETCH', type],
    queryFn: () => dataProvider.call<ProductFee[]>('fee', 'FETCH', { type }),
  });
  const failure =
    error instanceof FeeWithoutAmountError
      ? translate(error.messageKey, { fees: error.fees.join(', ') })
      : error
        ? translate('billing.modals.feesError')
        : undefined;
  return (
    <AppSelectInput
      source="feeCode"
      label="billing.modals.fields.fee"
      choices={data}
      optionValue="code"
      optionText={(fee: ProductFee) => `${feeName(fee)} — ${formatCurrency(fee.netAmount, locale)}`}
      isPending={isPending}
      validate={validateFee}
      helperText={failure ?? translate('billing.modals.beforeGst')}
      error={failure !== undefined}
      fullWidth
    />
  );
};
