import { Button } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import type { FreeMinuteGrant } from '../../../../domain/freeMinutes/freeMinute.ts';
import { formatZonedDateTime } from '../../../../domain/formats.ts';
import { EmbeddedList } from '../../../../custom/lists/EmbeddedList.tsx';

const Col = DataTable.Col<FreeMinuteGrant>;
const MINUTE_COLUMNS = ['minutes', 'usedMinutes', 'remainingMinutes'] as const;

interface FreeMinutesListProps {
  customer: CustomerDetail;
  /** The member's zone: a grant's dates are read in it, named as every time on screen (spec 3). */
  timeZone: string | undefined;
  onCancel: (grant: FreeMinuteGrant) => void;
}

/** The member's free-minute grants (spec 3), newest first; one with minutes left can be cancelled. */
export const FreeMinutesList = ({ customer, timeZone, onCancel }: FreeMinutesListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (value: string | null) => (value ? formatZonedDateTime(value, locale, timeZone) : '');
  return (
    <EmbeddedList
      resource="freeMinutes"
      filter={{ customerId: String(customer.id) }}
      errorKey="freeMinutes.list.error"
      emptyKey="freeMinutes.list.empty"
    >
      <Col source="grantedAt" label="freeMinutes.list.columns.grantedAt" render={(g) => when(g.grantedAt)} />
      <Col
        source="reason"
        label="freeMinutes.list.columns.reason"
        render={(g) => translate(`freeMinutes.reasons.${g.reason}`, { _: g.reason })}
      />
      {MINUTE_COLUMNS.map((source) => (
        <Col key={source} source={source} label={`freeMinutes.list.columns.${source}`} align="right" />
      ))}
      <Col
        label="freeMinutes.list.columns.regions"
        render={(g) => g.regions.map((region) => region.name).join(', ')}
      />
      <Col
        source="expiresAt"
        label="freeMinutes.list.columns.expiresAt"
        render={(g) => (g.expiresAt ? when(g.expiresAt) : translate('freeMinutes.list.never'))}
      />
      <Col
        source="state"
        label="freeMinutes.list.columns.state"
        render={(g) => translate(`freeMinutes.states.${g.state}`)}
      />
      <Col source="ticket" label="freeMinutes.list.columns.ticket" />
      <Col source="promoCode" label="freeMinutes.list.columns.promoCode" />
      <Col source="staffName" label="freeMinutes.list.columns.staffName" />
      <Col
        label="freeMinutes.list.columns.actions"
        render={(g) =>
          g.remainingMinutes > 0 ? (
            <Button size="small" onClick={() => onCancel(g)}>
              {translate('freeMinutes.cancel.open')}
            </Button>
          ) : null
        }
      />
    </EmbeddedList>
  );
};
