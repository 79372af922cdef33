import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type Validator } from 'react-admin';
import { AppSelectInput } from '../../../../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../../../../custom/forms/zodValidator.ts';
import { accountSummaryFields } from '../../../../../domain/customers/accountSummary.ts';
import { SummaryDialog, type SummaryDialogProps } from '../../../../../custom/forms/SummaryDialog.tsx';

type StatusField = 'accountStatus' | 'accountSuspendStatus' | 'dlRecordStatus';

export interface StatusDialogProps extends Omit<SummaryDialogProps, 'defaultValues' | 'children'> {
  source: StatusField;
  values: readonly string[];
  /** i18n group naming each value, e.g. customers.accountStatus. */
  labels: string;
  current: string | null;
  /** A rule of spec 4 beside the field's own (closing with a balance). */
  rule?: Validator;
  note?: ReactNode;
}

/** A status modal of spec 2 (Account status, Suspension status, Driver record status): one choice of spec 4's values. */
export const StatusDialog = ({
  source,
  values,
  labels,
  current,
  rule,
  note,
  ...dialog
}: StatusDialogProps) => {
  const translate = useTranslate();
  const choices = values.map((value) => ({ id: value, name: translate(`${labels}.${value}`, { _: value }) }));
  const validate = [zodValidator(accountSummaryFields[source]), ...(rule ? [rule] : [])];
  return (
    <SummaryDialog {...dialog} defaultValues={{ [source]: current ?? '' }}>
      <AppSelectInput
        source={source}
        label={`accountSummary.fields.${source}`}
        choices={choices}
        translateChoice={false}
        validate={validate}
        disableEmpty
        fullWidth
      />
      {note ? <Typography variant="body2">{note}</Typography> : null}
    </SummaryDialog>
  );
};
