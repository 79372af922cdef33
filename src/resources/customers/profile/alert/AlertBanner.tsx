import AddAlertIcon from '@mui/icons-material/AddAlert';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { AlertAdd } from '../../../../domain/customers/alert.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { formatDate } from '../../../../domain/formats.ts';
import { AddAlertDialog } from './AddAlertDialog.tsx';
import { useMemberAlert } from './useMemberAlert.ts';

/** Spec 8 Alert: what a failed add or remove says, with the server's reason after it. */
const useAlertFailure = () => {
  const translate = useTranslate();
  return (error: unknown) =>
    `${translate('alerts.error')}${error instanceof Error && error.message ? ` — ${error.message}` : ''}`;
};

/**
 * Spec 3 Alert above the profile's tabs, so it shows on every tab: the member's active
 * alert, prominent, with Remove alert; Add alert is offered only while none is active
 * (spec 9: one per customer, which the server enforces too).
 */
export const AlertBanner = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const failure = useAlertFailure();
  const { alert, timeZone, today, isPending, add, removeAlert, removing } = useMemberAlert(customer.id);
  const [modal, setModal] = useState<'add' | 'remove' | null>(null);
  const [error, setError] = useState<string>();
  const open = (next: 'add' | 'remove') => () => (setError(undefined), setModal(next));
  const close = () => setModal(null);

  if (isPending || !timeZone || !today) return null;

  const onAdd = async (values: AlertAdd) => {
    try {
      await add(values);
      return true;
    } catch (caught) {
      setError(failure(caught));
      return false;
    }
  };
  const onRemove = async () => {
    if (!alert) return;
    try {
      await removeAlert(alert);
      close();
    } catch (caught) {
      close();
      notify(failure(caught), { type: 'error' });
    }
  };

  return (
    // In the header's action row: Add alert at its end, an active alert on a line of its own below.
    <Box sx={alert ? { flexBasis: '100%', mb: 1 } : undefined}>
      {alert ? (
        <Alert
          severity="warning"
          role="alert"
          // Standard, not filled: white on MUI's orange reads at 3:1; a thick edge keeps it prominent.
          sx={{ borderLeft: 6, borderColor: 'warning.main', fontSize: '1rem' }}
          action={
            <Button color="inherit" size="small" onClick={open('remove')}>
              {translate('alerts.remove')}
            </Button>
          }
        >
          <AlertTitle>{translate('alerts.title')}</AlertTitle>
          <Box component="p" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {alert.message}
          </Box>
          <Box component="p" sx={{ m: 0, mt: 0.5, fontSize: '0.85em' }}>
            {translate('alerts.until', { date: formatDate(alert.expiryDate, locale), by: alert.createdBy })}
          </Box>
        </Alert>
      ) : (
        <Button variant="outlined" size="small" startIcon={<AddAlertIcon />} onClick={open('add')}>
          {translate('alerts.add')}
        </Button>
      )}
      <AddAlertDialog
        open={modal === 'add'}
        timeZone={timeZone}
        today={today}
        onAdd={onAdd}
        onClose={close}
        error={error}
      />
      <Confirm
        isOpen={modal === 'remove'}
        title="alerts.remove"
        content="alerts.confirmRemove"
        loading={removing}
        onConfirm={onRemove}
        onClose={close}
      />
    </Box>
  );
};
