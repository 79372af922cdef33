import { Alert, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathOf } from '../../custom/routes/routeTable.ts';
import { formatDateTime } from '../../domain/formats.ts';
import { PARKING_TICKET_CATEGORY, type ParkingTicketAnswer } from '../../domain/trips/parkingTicket.ts';

/** Spec 2 /new-ticket, pre-filled: the member, the car and the parking-ticket category. */
const newTicketPath = (answer: ParkingTicketAnswer) =>
  `${pathOf('newTicket')}?${new URLSearchParams({
    customer: answer.member!.customerNumber,
    vehicle: answer.vin,
    category: String(PARKING_TICKET_CATEGORY),
  })}`;

/** The trip behind a parking ticket and its member, or a plain "no trip at that time". */
export const ParkingTicketResult = ({ answer }: { answer: ParkingTicketAnswer }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = (value: string | null) =>
    value === null ? '' : formatDateTime(value, locale, { zone: answer.vehicleTimeZone });
  if (answer.match === 'none' || !answer.trip || !answer.member)
    return (
      <Alert severity="info" role="status">
        {translate('parkingTicket.noTrip', { plate: answer.plateNumber, at: at(answer.at) })}
      </Alert>
    );
  return (
    <Card variant="outlined" role="region" aria-label={translate('parkingTicket.resultLabel')}>
      <CardContent>
        <Typography variant="overline">{translate(`parkingTicket.match.${answer.match}`)}</Typography>
        <Typography variant="h6" component="p">
          {answer.member.name} · {answer.member.customerNumber}
        </Typography>
        <Typography>
          {translate('parkingTicket.trip', {
            id: answer.trip.id,
            plate: answer.plateNumber,
            start: at(answer.trip.startDateTime),
            end: answer.trip.endDateTime ? at(answer.trip.endDateTime) : translate('parkingTicket.underWay'),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('parkingTicket.ticketTime', { at: at(answer.at) })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to={newTicketPath(answer)} variant="contained">
          {translate('parkingTicket.openTicket')}
        </Button>
      </CardActions>
    </Card>
  );
};
