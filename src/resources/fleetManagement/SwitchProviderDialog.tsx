import { useState } from 'react';
import { Confirm, useCreate, useNotify, useTranslate } from 'react-admin';
import { useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import { otherProvider, type WakeupProviderRow } from '../../domain/fleet/wakeupProvider.ts';

/** The refusals the server names; any other failure reads as spec 8's "try again later". */
const failureKey = (error: unknown) =>
  (error as { body?: { messageKey?: string } })?.body?.messageKey === 'wakeupProviders.sameProvider'
    ? 'wakeupProviders.sameProvider'
    : 'wakeupProviders.switchFailed';

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
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [stale, setStale] = useState(false);
  // Reloading shows the fleet as it is now, with the dialog closed.
  const { onError, staleDialog } = useStaleReload(async () => {
    onDone();
    onClose();
    return {};
  });
  const target = otherProvider(row.provider);
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
        content={translate('wakeupProviders.confirmContent', words)}
        confirm={translate('wakeupProviders.confirm', words)}
        onConfirm={confirm}
        onClose={onClose}
      />
      {staleDialog}
    </>
  );
};
