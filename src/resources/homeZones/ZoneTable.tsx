import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import HistoryIcon from '@mui/icons-material/History';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/formats.ts';
import type { HomeZoneRow } from '../../domain/homeZones/homeZone.ts';
import { regionBox } from '../../domain/homeZones/regionBoxes.ts';
import { ZoneActivationDialog } from './ZoneActivationDialog.tsx';
import { ZoneAuditDialog } from './ZoneAuditDialog.tsx';

const ZoneImportDialog = lazy(() => import('./ZoneImportDialog.tsx'));

/**
 * A fleet's home zones, inactive ones included, each with its activation, a new
 * shape from a file, and its changes. Looking back (`past`), the zones are shown as they were,
 * without actions.
 */
export const ZoneTable = ({
  zones,
  fleetName,
  past,
  onChanged,
}: {
  zones: HomeZoneRow[];
  fleetName: string;
  past: boolean;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [toggling, setToggling] = useState<HomeZoneRow>();
  const [auditing, setAuditing] = useState<HomeZoneRow>();
  const [reshaping, setReshaping] = useState<HomeZoneRow>();
  if (zones.length === 0) return <Typography sx={{ p: 2 }}>{translate('homeZones.empty')}</Typography>;
  const field = (name: string) => translate(`homeZones.fields.${name}`);
  return (
    <>
      <Table size="small" aria-label={translate('homeZones.zones', { fleet: fleetName })}>
        <TableHead>
          <TableRow>
            {['name', 'status', 'updatedAt'].map((name) => (
              <TableCell key={name}>{field(name)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {zones.map((zone) => (
            <TableRow key={zone.id}>
              <TableCell>{zone.name}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={zone.active ? 'success' : 'default'}
                  label={translate(`homeZones.statuses.${zone.active ? 'active' : 'inactive'}`)}
                />
              </TableCell>
              <TableCell>{formatDateTime(zone.updatedAt, locale)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {past ? null : (
                  <>
                    <Button
                      size="small"
                      // Every row has this button: its name says which zone it changes.
                      aria-label={translate(`homeZones.${zone.active ? 'deactivate' : 'activate'}Of`, {
                        name: zone.name,
                      })}
                      onClick={() => setToggling(zone)}
                    >
                      {translate(`homeZones.${zone.active ? 'deactivate' : 'activate'}`)}
                    </Button>
                    <Button
                      size="small"
                      startIcon={<EditLocationAltIcon />}
                      aria-label={translate('homeZones.reshapeOf', { name: zone.name })}
                      onClick={() => setReshaping(zone)}
                    >
                      {translate('homeZones.reshape')}
                    </Button>
                  </>
                )}
                <Button
                  size="small"
                  startIcon={<HistoryIcon />}
                  aria-label={translate('homeZones.changesOf', { name: zone.name })}
                  onClick={() => setAuditing(zone)}
                >
                  {translate('homeZones.changes')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {toggling ? (
        <ZoneActivationDialog
          key={`${toggling.id}-${toggling.version}`}
          zone={toggling}
          onClose={() => setToggling(undefined)}
          onDone={onChanged}
        />
      ) : null}
      {auditing ? <ZoneAuditDialog zone={auditing} onClose={() => setAuditing(undefined)} /> : null}
      {reshaping ? (
        <Suspense fallback={null}>
          <ZoneImportDialog
            fleet={{ id: reshaping.fleetId, name: reshaping.fleetName }}
            box={regionBox(reshaping.fleetId)!}
            zone={reshaping}
            others={zones.filter((other) => other.id !== reshaping.id)}
            onClose={() => setReshaping(undefined)}
            onSaved={() => {
              setReshaping(undefined);
              onChanged();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
