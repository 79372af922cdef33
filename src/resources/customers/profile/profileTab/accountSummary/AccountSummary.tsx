import { Box, Button as MuiButton, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import type { AccountSummaryUpdate } from '../../../../../domain/customers/accountSummary.ts';
import { PARTIAL_SAVE } from '../../../../../dataProvider/transforms/customerUpdate.ts';
import { closeBlocked } from '../../../../../domain/customers/accountSummaryRules.ts';
import type { CustomerDetail } from '../../../../../domain/customers/customerDetail.ts';
import { formatCurrency, formatDate, formatDateTime } from '../../../../../domain/formats.ts';
import { RfidAssignDialog } from '../rfid/RfidAssignDialog.tsx';
import { StatusDialog, type StatusDialogProps } from './StatusDialog.tsx';
import { STATUS_MODAL_NAMES, STATUS_MODALS, type StatusModal } from './statusModals.ts';
import { useAccountSummary } from './useAccountSummary.ts';

type Modal = StatusModal | 'assignRfid' | 'removeRfid' | 'activateRfid' | 'deactivateRfid';

/** What each RFID confirmation sends (spec 4 RFID). */
const RFID_CHANGES: Record<'removeRfid' | 'activateRfid' | 'deactivateRfid', AccountSummaryUpdate> = {
  removeRfid: { rfidNumber: null },
  activateRfid: { rfidStatus: 'ACTIVE' },
  deactivateRfid: { rfidStatus: 'INACTIVE' },
};

const Row = ({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {children}
        {action}
      </Typography>
    </Box>
  );
};

/** `name`, when given, is the accessible name: what the visible label alone does not say. */
const Action = ({ label, name, onClick }: { label: string; name?: string; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <MuiButton size="small" onClick={onClick} aria-label={name && translate(name)}>
      {translate(label)}
    </MuiButton>
  );
};

/**
 * Spec 3 Account summary at the top of the Profile tab: the account's state with the modals
 * of spec 2 that change it (Account status, Suspension status, Driver record status, RFID
 * Assign, Remove, Activate, Deactivate), each saved on /customer-process/accountSummary/{id}.
 */
export const AccountSummary = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [modal, setModal] = useState<Modal | null>(null);
  const close = () => setModal(null);
  const { summary, isPending, loadError, save, saveError, partial, staleDialog, clearError } =
    useAccountSummary(customer.id, customer.version, close);
  const open = (next: Modal) => () => (clearError(), setModal(next));
  // Three buttons read "Change"; a screen reader hears which status each one changes.
  const change = (status: StatusModal) => (
    <Action
      label="accountSummary.change"
      name={`accountSummary.changeNames.${status}`}
      onClick={open(status)}
    />
  );
  // A partial save says so (spec 8); any other refusal says why (the server's reason, translated). A 412 opens staleDialog.
  const errorText = partial
    ? translate(PARTIAL_SAVE)
    : saveError instanceof Error
      ? saveError.message
      : saveError
        ? translate('app.notification.systemError')
        : undefined;
  const yesNo = (value: boolean) => translate(value ? 'accountSummary.yes' : 'accountSummary.no');
  const label = (group: string, value: string | null) =>
    value ? translate(`${group}.${value}`, { _: value }) : '—';

  if (loadError) return <Typography color="error">{translate('accountSummary.loadError')}</Typography>;
  if (isPending || !summary) return <Skeleton variant="rounded" height={200} />;

  // What a status modal adds to its one choice: closing needs a zero balance, approval a note.
  const statusRules: Partial<Record<StatusModal, Pick<StatusDialogProps, 'rule' | 'note'>>> = {
    accountStatus: {
      rule: (value) =>
        value === 'CLOSED' && closeBlocked(summary.outstandingBalance)
          ? 'accountSummary.closeBlocked'
          : undefined,
      note: translate('accountSummary.balanceNote', {
        balance: formatCurrency(summary.outstandingBalance, locale),
      }),
    },
    driverRecordStatus: { note: translate('accountSummary.approvalNote') },
  };

  const confirmRfid = (change: keyof typeof RFID_CHANGES) => async () => {
    if (await save(RFID_CHANGES[change])) close();
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="account-summary-title">
      <CardHeader
        title={translate('accountSummary.title')}
        slotProps={{ title: { id: 'account-summary-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            // Two pairs a line on a wide screen: one left the card's right half empty.
            gridTemplateColumns: { xs: 'max-content 1fr', lg: 'repeat(2, max-content 1fr)' },
            columnGap: 3,
            rowGap: 1,
            m: 0,
          }}
        >
          {STATUS_MODAL_NAMES.map((name) => {
            const { source, labels } = STATUS_MODALS[name];
            return (
              <Row key={name} label={`accountSummary.fields.${source}`} action={change(name)}>
                {label(labels, summary[source])}
              </Row>
            );
          })}
          <Row label="accountSummary.fields.dlApprovedDateTime">
            {formatDateTime(summary.dlApprovedDateTime, locale) || '—'}
          </Row>
          <Row label="accountSummary.fields.dlIsActive">{yesNo(summary.dlIsActive)}</Row>
          <Row label="accountSummary.fields.ccIsActive">{yesNo(summary.ccIsActive)}</Row>
          <Row label="accountSummary.fields.applicationSubmittedDate">
            {formatDate(summary.applicationSubmittedDate, locale) || '—'}
          </Row>
          <Row label="accountSummary.fields.outstandingBalance">
            {formatCurrency(summary.outstandingBalance, locale)}
          </Row>
          <Row
            label="accountSummary.fields.rfidNumber"
            action={
              summary.rfidNumber ? (
                <Action label="accountSummary.rfid.remove" onClick={open('removeRfid')} />
              ) : (
                <Action label="accountSummary.rfid.assign" onClick={open('assignRfid')} />
              )
            }
          >
            {summary.rfidNumber ?? translate('accountSummary.none')}
          </Row>
          <Row
            label="accountSummary.fields.rfidStatus"
            action={
              summary.rfidNumber ? (
                summary.rfidStatus === 'ACTIVE' ? (
                  <Action label="accountSummary.rfid.deactivate" onClick={open('deactivateRfid')} />
                ) : (
                  <Action label="accountSummary.rfid.activate" onClick={open('activateRfid')} />
                )
              ) : null
            }
          >
            {label('accountSummary.rfidStatus', summary.rfidStatus)}
          </Row>
        </Box>
      </CardContent>

      {STATUS_MODAL_NAMES.map((name) => {
        const { source, values, labels } = STATUS_MODALS[name];
        return (
          <StatusDialog
            key={name}
            open={modal === name}
            title={`accountSummary.modals.${name}`}
            source={source}
            values={values}
            labels={labels}
            current={summary[source]}
            {...statusRules[name]}
            onSave={(chosen) => save({ [source]: chosen[source] } as AccountSummaryUpdate)}
            onClose={close}
            error={errorText}
          />
        );
      })}
      <RfidAssignDialog
        open={modal === 'assignRfid'}
        customerId={customer.id}
        onAssign={(rfidNumber) => save({ rfidNumber })}
        onClose={close}
        error={errorText}
      />
      {(['removeRfid', 'activateRfid', 'deactivateRfid'] as const).map((change) => (
        <Confirm
          key={change}
          isOpen={modal === change}
          title={`accountSummary.modals.${change}`}
          content={
            <>
              {translate(`accountSummary.rfid.confirm.${change}`, { number: summary.rfidNumber ?? '' })}
              {errorText ? (
                <Typography color="error" role="alert">
                  {errorText}
                </Typography>
              ) : null}
            </>
          }
          onConfirm={confirmRfid(change)}
          onClose={close}
        />
      ))}
      {staleDialog}
    </Card>
  );
};
