import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Button,
  Card,
  CardHeader,
  Chip,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats.ts';
import type { WakeupProviderRow } from '../../domain/fleet/wakeupProvider.ts';
import { SwitchProviderDialog } from './SwitchProviderDialog.tsx';
import { wakeupProviderPath } from './wakeupProviderLink.ts';

const STATUS_COLOURS = { ACTIVE: 'success', DEGRADED: 'warning', OUTAGE: 'error' } as const;

/**
 * Spec 3 Wakeup provider, per fleet: the current provider, its status, end time and last
 * update, and the Switch provider action. A fleet's name filters the failure records to it.
 */
export const ProviderTable = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [switching, setSwitching] = useState<WakeupProviderRow>();
  const { data, error, isPending, refetch } = useGetList<WakeupProviderRow>('provider', {
    pagination: { page: 1, perPage: 100 },
  });
  const field = (name: string) => translate(`wakeupProviders.fields.${name}`);
  return (
    <Card variant="outlined" sx={{ mt: 1 }}>
      <CardHeader title={translate('wakeupProviders.providers')} titleTypographyProps={{ variant: 'h6' }} />
      {error ? <Alert severity="error">{translate('wakeupProviders.loadFailed')}</Alert> : null}
      {isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {data ? (
        <Table size="small" aria-label={translate('wakeupProviders.providers')}>
          <TableHead>
            <TableRow>
              {['fleet', 'provider', 'status', 'endTime', 'lastUpdate'].map((name) => (
                <TableCell key={name}>{field(name)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.fleetId}>
                <TableCell>
                  <Link component={RouterLink} to={wakeupProviderPath(row.fleetId)}>
                    {row.fleetName}
                  </Link>
                </TableCell>
                <TableCell>{row.provider}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLOURS[row.status]}
                    label={translate(`wakeupProviders.statuses.${row.status}`)}
                  />
                </TableCell>
                <TableCell>
                  {row.endTime ? formatDateTime(row.endTime, locale) : translate('wakeupProviders.noEndTime')}
                </TableCell>
                <TableCell>{formatDateTime(row.lastUpdate, locale)}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    startIcon={<SwapHorizIcon />}
                    sx={{ whiteSpace: 'nowrap' }}
                    // Every row has this button: its name says which fleet it switches.
                    aria-label={translate('wakeupProviders.switchOf', { fleet: row.fleetName })}
                    onClick={() => setSwitching(row)}
                  >
                    {translate('wakeupProviders.switch')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {switching ? (
        <SwitchProviderDialog
          key={`${switching.fleetId}-${switching.version}`}
          row={switching}
          onClose={() => setSwitching(undefined)}
          onDone={() => void refetch()}
        />
      ) : null}
    </Card>
  );
};
