import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider.ts';
import type { AuditEntry } from '../../domain/audit.ts';
import { formatDateTime } from '../../domain/formats.ts';
import type { HomeZoneRow } from '../../domain/homeZones/homeZone.ts';
import type { Paginated } from '../../domain/pagination.ts';
import { zoneChangeText } from './zoneChange.ts';

/** A home zone's trail, newest first: who, when, what, before and after. */
export const ZoneAuditDialog = ({ zone, onClose }: { zone: HomeZoneRow; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The version is in the key: a change made since shows when the dialog opens again.
  const { data, error, isPending } = useQuery({
    queryKey: ['homeZoneAudit', zone.id, zone.version],
    queryFn: () =>
      dataProvider.call<Paginated<AuditEntry>>('homeZoneAudit', 'FETCH', { id: zone.id, count: 100 }),
  });
  const column = (name: string) => translate(`homeZones.audit.${name}`);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="zone-audit-title">
      <DialogTitle id="zone-audit-title">{translate('homeZones.changesOf', { name: zone.name })}</DialogTitle>
      <DialogContent>
        {isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
        {error ? <Alert severity="error">{translate('homeZones.auditFailed')}</Alert> : null}
        {data && data.data.length === 0 ? <Typography>{translate('homeZones.noChanges')}</Typography> : null}
        {data && data.data.length > 0 ? (
          <Table size="small" aria-label={translate('homeZones.changesOf', { name: zone.name })}>
            <TableHead>
              <TableRow>
                {['at', 'who', 'action', 'before', 'after'].map((name) => (
                  <TableCell key={name}>{column(name)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{formatDateTime(entry.at, locale)}</TableCell>
                  <TableCell>{entry.actorName}</TableCell>
                  <TableCell>
                    {translate(`homeZones.actions.${entry.action.replace('homeZone.', '')}`, {
                      _: entry.action,
                    })}
                  </TableCell>
                  <TableCell>{zoneChangeText(entry.before, translate)}</TableCell>
                  <TableCell>{zoneChangeText(entry.after, translate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
