import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isStale, useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import type { AppDataProvider } from '../../dataProvider/dataProvider.ts';
import { acceptedExtensions, MAX_UPLOAD_BYTES } from '../../domain/files/fileRules.ts';
import { ZONE_NAME_MAX, type HomeZoneRow } from '../../domain/homeZones/homeZone.ts';
import type { Box } from '../../domain/homeZones/regionBoxes.ts';
import { useZoneCheck, type ZoneFile } from './useZoneCheck.ts';

const ZoneMap = lazy(() => import('./ZoneMap.tsx'));

const problemKey = (problem: string) => `homeZones.problems.${problem}`;

/** The server's own refusal (its problem key), else spec 8's "try again later". */
const refusalKey = (error: unknown) => {
  const key = (error as { body?: { messageKey?: string } })?.body?.messageKey;
  return key?.startsWith('homeZones.problems.') ? key : 'homeZones.importFailed';
};

/**
 * Spec 5 File upload .txt, spec 7 home zones: pick a .txt file (GeoJSON or WKT, at most 1 MB),
 * see the zone on the map beside the fleet's `others` or what is wrong with it, then Save; it
 * is saved as a draft, inactive until activated. The check runs in a Web Worker, and the
 * server checks the file again. Given a
 * `zone`, the file becomes that zone's new shape (from the copy on screen: a stale one offers
 * the reload), its old shape kept in the zone's changes.
 */
const ZoneImportDialog = ({
  fleet,
  box,
  zone,
  others,
  onClose,
  onSaved,
}: {
  fleet: { id: number; name: string };
  box: Box;
  zone?: HomeZoneRow;
  /** The fleet's other zones, drawn beside the shape. */
  others: HomeZoneRow[];
  onClose: () => void;
  onSaved: (zone: HomeZoneRow) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [chosen, setChosen] = useState<ZoneFile>();
  const [name, setName] = useState('');
  // The name follows the file chosen until staff type their own.
  const [typedName, setTypedName] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { onError: onStale, staleDialog } = useStaleReload(async () => (onClose(), onSaved(zone!), {}));
  const check = useZoneCheck(chosen, fleet.id);
  const reading = check === 'checking' ? undefined : check;
  const problem = reading && 'problem' in reading ? problemKey(reading.problem) : refusal;
  const shape = reading && 'geometry' in reading ? reading.geometry : undefined;

  const choose = async (file: File | undefined) => {
    setRefusal(undefined);
    if (!file) return setChosen(undefined);
    // A file past the limit is not read: its size alone refuses it.
    const text = file.size > MAX_UPLOAD_BYTES ? ' '.repeat(MAX_UPLOAD_BYTES + 1) : await file.text();
    setChosen({ fileName: file.name, text });
    if (!typedName) setName(file.name.replace(/\.txt$/i, '').slice(0, ZONE_NAME_MAX));
  };
  const save = async () => {
    if (!chosen || !shape) return;
    setSaving(true);
    try {
      const saved = zone
        ? await dataProvider.call<HomeZoneRow>('homeZoneShape', 'UPDATE', {
            id: zone.id,
            id2: zone.fleetId,
            ifMatch: zone.version,
            ...chosen,
          })
        : await dataProvider.call<HomeZoneRow>('homeZoneMap', 'ADD', {
            fleetId: fleet.id,
            name: name.trim(),
            ...chosen,
          });
      notify(zone ? 'homeZones.reshaped' : 'homeZones.imported', {
        type: 'success',
        messageArgs: { name: saved.name },
      });
      onSaved(saved);
    } catch (error) {
      if (isStale(error)) onStale(error);
      else setRefusal(refusalKey(error));
    } finally {
      setSaving(false);
    }
  };
  const nameMissing = !zone && name.trim() === '';
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="zone-import-title">
      <DialogTitle id="zone-import-title">
        {zone
          ? translate('homeZones.reshapeTitle', { name: zone.name })
          : translate('homeZones.importTitle', { fleet: fleet.name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {translate('homeZones.chooseFile')}
              <input
                hidden
                type="file"
                accept={acceptedExtensions('txt').join(',')}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </Button>
            <Typography variant="body2">
              {chosen
                ? translate('homeZones.chosen', { name: chosen.fileName })
                : translate('homeZones.fileHelp')}
            </Typography>
          </Stack>
          {zone ? null : (
            <TextField
              label={translate('homeZones.name')}
              value={name}
              required
              onChange={(event) => {
                setTypedName(true);
                setName(event.target.value);
              }}
              slotProps={{ htmlInput: { maxLength: ZONE_NAME_MAX } }}
            />
          )}
          {check === 'checking' ? (
            <Stack spacing={1} role="status">
              <Typography variant="body2">{translate('homeZones.checking')}</Typography>
              <LinearProgress aria-label={translate('homeZones.checking')} />
            </Stack>
          ) : null}
          {problem ? <Alert severity="error">{translate(problem)}</Alert> : null}
          <Typography variant="subtitle2">{translate('homeZones.preview')}</Typography>
          <Typography variant="body2">{translate('homeZones.previewHelp')}</Typography>
          <Suspense fallback={null}>
            <ZoneMap
              box={box}
              height={300}
              label={translate('homeZones.preview')}
              zones={[
                ...others.map((other) => ({
                  key: `${other.id}-${other.version}`,
                  geometry: other.geometry,
                  active: other.active,
                })),
                // A new shape is previewed over the one it replaces, drawn dashed.
                ...(zone ? [{ key: 'current', geometry: zone.geometry, active: false }] : []),
                ...(shape
                  ? [
                      {
                        key: chosen!.fileName + chosen!.text.length,
                        geometry: shape,
                        active: true,
                        preview: true,
                      },
                    ]
                  : []),
              ]}
            />
          </Suspense>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!shape || nameMissing || saving} onClick={() => void save()}>
          {translate('homeZones.save')}
        </Button>
      </DialogActions>
      {staleDialog}
    </Dialog>
  );
};
export default ZoneImportDialog;
