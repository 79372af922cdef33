import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What staff are offered to send the box after the screen's own steps: the command that goes
 * with a state change (statusChange.ts, BOX_COMMAND_AFTER), or, after diagnostics (whose tests
 * end on unlock and immobilizer off, spec 4), locking and immobilising the car again. Sent
 * through the car's commands (a sleeping box is woken first) when staff say so.
 */
export type BoxOffer = 'engageImmobilizer' | 'secure';
export const BoxCommandOffer = ({
  command,
  onSend,
  onDismiss,
}: {
  command: BoxOffer;
  onSend: () => void;
  onDismiss: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      action={
        <>
          <Button color="inherit" size="small" onClick={onDismiss}>
            {translate('cars.changes.offer.notNow')}
          </Button>
          <Button color="inherit" size="small" variant="outlined" onClick={onSend}>
            {translate(command === 'secure' ? 'cars.changes.offer.secureAction' : `cars.commands.${command}`)}
          </Button>
        </>
      }
    >
      {translate(`cars.changes.offer.${command}`)}
    </Alert>
  );
};
