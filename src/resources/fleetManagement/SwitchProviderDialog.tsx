import { Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useCreate,
  useLocaleState,
  useNotify,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import type { WakeupProviderRow } from '../../domain/fleet/wakeupProvider.ts';
import { formatDateTime } from '../../domain/formats.ts';

/** The refusals the server names; any other failure reads as spec 8's "try again later". */
const failureKey = (error: unknown) =>
  (error as { body?: { messageKey?: string } })?.body?.messageKey === 'wakeupProviders.sameProvider'
    ? 'wakeupProviders.sameProvider'
    : 'wakeupProviders.switchFailed';

type Standing = Pick<WakeupProviderRow, 'status' | 'endTime'>;

/**
 * Spec 3 switch provider, what the confirmation says the switch does: the provider moved to
 * starts as the server kept it, and the one left keeps its trouble on record.
 */
const switchEffects = (row: WakeupProviderRow, translate: TranslateFunction, locale: string) => {
  const words = (standing: Standing) => ({
    target: row.other.provider,
    current: row.provider,
    status: translate(`wakeupProviders.statuses.${standing.status}`),
    end: standing.endTime && formatDateTime(standing.endTime, locale),
  });
  const sentence = (side: 'target' | 'left', standing: Standing) =>
    translate(`wakeupProviders.switchEffects.${side}${standing.endTime ? 'Until' : 'Open'}`, words(standing));
  return [
    row.other.status === 'ACTIVE'
      ? translate('wakeupProviders.switchEffects.targetActive', words(row.other))
      : sentence('target', row.other),
    ...(row.status === 'ACTIVE' ? [] : [sentence('left', row)]),
  ];
};

/**
 * Spec 3 switch provider, confirmed first: the fleet moves to the provider not in use, from the
 * copy on screen (If-Match). A copy someone else changed since offers the reload (412).
 */
export const SwitchProviderDialog = ({
  row,
  onClose,
  onDone,
}: {
  row: WakeupProviderRow;
  onClose: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [stale, setStale] = useState(false);
  // Reloading shows the fleet as it is now, with the dialog closed.
  const { onError, staleDialog } = useStaleReload(async () => {
    onDone();
    onClose();
    return {};
  });
  const target = row.other.provider;
  const words = { fleet: row.fleetName, target, current: row.provider };
  const confirm = () =>
    create(
      'switchProvider',
      { data: {}, meta: { id: row.fleetId, cmd: target, ifMatch: row.version } },
      {
        onSuccess: () => {
          notify('wakeupProviders.switched', { type: 'success', messageArgs: words });
          onClose();
          onDone();
        },
        onError: (error) => {
          if ((error as { status?: number }).status === 412) {
            setStale(true);
            onError(error);
          } else {
            notify(failureKey(error), { type: 'error' });
            onClose();
          }
        },
      },
    );
  return (
    <>
      <Confirm
        isOpen={!stale}
        loading={isPending}
        title={translate('wakeupProviders.confirmTitle', words)}
        content={[
          translate('wakeupProviders.confirmContent', words),
          ...switchEffects(row, translate, locale),
        ].map((text) => (
          <Typography key={text} sx={{ mb: 1 }}>
            {text}
          </Typography>
        ))}
        confirm={translate('wakeupProviders.confirm', words)}
        onConfirm={confirm}
        onClose={onClose}
      />
      {staleDialog}
    </>
  );
};
