import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/index.ts';
import type { PromoCodeMatch } from '../../../../domain/promotions/promoCodeLookup.ts';
import { useFailureText } from './useLedgerWrite.ts';

/**
 * Spec 2 Apply Promo Code modal (750 px, spec 9): what the code gives, the reminder that a
 * registration discount is applied by hand, and Confirm, which applies it to the member.
 */
export const ApplyPromoDialog = ({
  customerId,
  promotion,
  onClose,
}: {
  customerId: number;
  promotion: PromoCodeMatch;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const failureText = useFailureText();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await dataProvider.call('applyPromo', 'ADD', {
        customerId: String(customerId),
        promoCode: promotion.promoCode,
      });
      notify('applyPromo.done', { type: 'success' });
      refresh();
      onClose();
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setBusy(false);
    }
  };
  const rows: [string, string | number][] = [
    ['type', promotion.type],
    ['promoCode', promotion.promoCode],
    ['freeMinutes', promotion.freeMinutes ?? ''],
    ['daysValid', promotion.daysValid ?? ''],
    ['regions', (promotion.regions ?? []).map((region) => region.name).join(', ')],
    ['regDiscount', promotion.regDiscount ?? ''],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="apply-promo-title"
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 750 } } }}
    >
      <DialogTitle id="apply-promo-title">{translate('applyPromo.modal.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([field, value]) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {translate(`applyPromo.modal.fields.${field}`)}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('applyPromo.modal.discountReminder')}
        </Alert>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={busy}>
          {translate('applyPromo.modal.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
