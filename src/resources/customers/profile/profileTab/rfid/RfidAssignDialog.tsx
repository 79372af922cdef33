import { Link, Typography } from '@mui/material';
import { TextInput, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useState, type ReactNode } from 'react';
import { zodValidator } from '../../../../../custom/forms/zodValidator.ts';
import { accountSummaryFields } from '../../../../../domain/customers/accountSummary.ts';
import type { CustomerListRow } from '../../../../../domain/customers/customerList.ts';
import { profilePath } from '../../../CustomerFields.tsx';
import { SummaryDialog, type Values } from '../../../../../custom/forms/SummaryDialog.tsx';

const validateRfid = zodValidator(accountSummaryFields.rfidNumber);

/** The member other than `customerId` holding the number, from GET /customer?rfidNumber= (spec 7, rfidConflict). */
const useRfidHolder = (customerId: Identifier) => {
  const dataProvider = useDataProvider();
  return async (rfidNumber: string): Promise<CustomerListRow | undefined> => {
    const { data } = await dataProvider.getList<CustomerListRow>('rfidConflict', {
      filter: { rfidNumber },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    return data.find((member) => String(member.id) !== String(customerId));
  };
};

export interface RfidAssignDialogProps {
  open: boolean;
  customerId: Identifier;
  onAssign: (rfidNumber: string) => Promise<boolean>;
  onClose: () => void;
  /** Why the last save failed, already in words. */
  error?: ReactNode;
}

/**
 * Spec 2 RFID Assign: the number is checked against the other members first, and a number
 * one of them holds is refused with that member named and linked; the server refuses it too
 * (a race between two staff), and then the holder is looked up to be named the same way.
 */
export const RfidAssignDialog = ({ open, customerId, onAssign, onClose, error }: RfidAssignDialogProps) => {
  const translate = useTranslate();
  const holderOf = useRfidHolder(customerId);
  const [holder, setHolder] = useState<{ rfidNumber: string; member?: CustomerListRow } | null>(null);

  const save = async ({ rfidNumber }: Values) => {
    const number = String(rfidNumber).trim();
    const member = await holderOf(number);
    if (member) {
      setHolder({ rfidNumber: number, member });
      return false;
    }
    setHolder(null);
    if (await onAssign(number)) return true;
    setHolder({ rfidNumber: number, member: await holderOf(number) });
    return false;
  };

  const conflictText = holder?.member ? (
    <>
      {translate('accountSummary.rfid.conflict', {
        number: holder.rfidNumber,
        name: `${holder.member.firstName} ${holder.member.lastName}`,
        customerNumber: holder.member.customerNumber,
      })}{' '}
      <Link component={RouterLink} to={profilePath(holder.member.id)}>
        {translate('accountSummary.rfid.openHolder')}
      </Link>
    </>
  ) : null;

  return (
    <SummaryDialog
      open={open}
      title="accountSummary.modals.assignRfid"
      defaultValues={{ rfidNumber: '' }}
      onSave={save}
      onClose={() => (setHolder(null), onClose())}
      error={conflictText ?? error}
    >
      <TextInput
        source="rfidNumber"
        label="accountSummary.fields.rfidNumber"
        validate={validateRfid}
        fullWidth
      />
      <Typography variant="body2">{translate('accountSummary.rfid.startsInactive')}</Typography>
    </SummaryDialog>
  );
};
