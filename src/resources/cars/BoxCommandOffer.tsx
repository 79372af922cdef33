import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The box command that goes with a state change (statusChange.ts, BOX_COMMAND_AFTER), offered
 * once the change is made: the change never waits for the box, the command is sent through the
 * car's commands (a sleeping box is woken first) when staff say so.
 */
export const BoxCommandOffer = ({
  command,
  onSend,
  onDismiss,
}: {
  command: 'engageImmobilizer';
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
            {translate(`cars.commands.${command}`)}
          </Button>
        </>
      }
    >
      {translate(`cars.changes.offer.${command}`)}
    </Alert>
  );
};
