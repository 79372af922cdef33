import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { formatZonedDateTime } from '../../../../domain/formats.ts';
import type { Reservation } from '../../../../domain/reservations/reservations.ts';
import { TimeRemaining } from './TimeRemaining.tsx';

/**
 * The member's reservation that is still ACTIVE as stored: the car, when it was booked, the
 * time remaining (EXPIRED once over) and Cancel, asked to confirm, while it runs.
 */
export const CurrentReservation = ({
  reservation,
  expired,
  busy,
  onCancel,
}: {
  reservation: Reservation | undefined;
  expired: boolean;
  busy: boolean;
  onCancel: (reservation: Reservation) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [confirming, setConfirming] = useState(false);
  if (!reservation) return <Typography color="text.secondary">{translate('reservations.none')}</Typography>;
  const { plateNumber, make, model, vin, reservedAt, reservedBy } = reservation;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography>{`${plateNumber} · ${make} ${model} · ${vin}`}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('reservations.bookedAt', {
            at: formatZonedDateTime(reservedAt, locale),
            by: reservedBy ?? translate('reservations.reservedByMember'),
          })}
        </Typography>
        <Box sx={{ mt: 1, fontSize: 'h5.fontSize' }}>
          <TimeRemaining expiresAt={reservation.expiresAt} />
        </Box>
      </CardContent>
      <CardActions>
        <Button color="error" disabled={expired || busy} onClick={() => setConfirming(true)}>
          {translate('reservations.cancel')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        title="reservations.cancelConfirm.title"
        content="reservations.cancelConfirm.content"
        confirm="reservations.cancel"
        cancel="reservations.cancelConfirm.keep"
        onConfirm={() => {
          setConfirming(false);
          onCancel(reservation);
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
