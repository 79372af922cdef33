import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatElapsed } from '../../../../domain/elapsedTime.ts';
import { timeRemaining } from '../../../../domain/reservations/reservationState.ts';

const TICK_MS = 1000;

/** Spec 4, Reservation: the time left on the hold, counting down each second, then EXPIRED. */
export const TimeRemaining = ({ expiresAt }: { expiresAt: string }) => {
  const translate = useTranslate();
  const [now, setNow] = useState(Date.now);
  const left = timeRemaining(expiresAt, now);
  const running = left !== 'EXPIRED';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <span role="timer" aria-label={translate('reservations.timeRemaining')}>
      {running ? formatElapsed(left, translate) : translate('reservations.status.EXPIRED')}
    </span>
  );
};
