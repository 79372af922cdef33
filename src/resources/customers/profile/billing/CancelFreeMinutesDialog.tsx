import { Typography } from '@mui/material';
import { TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/index.ts';
import { useStaleReload } from '../../../../custom/forms/StaleRecordDialog.tsx';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { freeMinuteCancel, type FreeMinuteGrant } from '../../../../domain/freeMinutes/freeMinute.ts';
import { SummaryDialog, type Values } from '../../../../custom/forms/SummaryDialog.tsx';

const validateReason = zodValidator(freeMinuteCancel.shape.cancelReason);

/**
 * Spec 2 Cancel free minutes: what is left of the grant is cancelled, for a reason. The grant's
 * version goes with it; a grant changed since the list loaded offers to reload.
 */
export const CancelFreeMinutesDialog = ({
  grant,
  onClose,
}: {
  grant: FreeMinuteGrant;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { onError, staleDialog } = useStaleReload(async () => {
    refresh();
    onClose();
    return { data: undefined };
  });
  const save = async ({ cancelReason }: Values) => {
    try {
      await dataProvider.call('freeMinuteCancel', 'ADD', {
        id: grant.id,
        cancelReason,
        ifMatch: grant.version,
      });
      notify('freeMinutes.cancel.done', { type: 'success' });
      refresh();
      return true;
    } catch (caught) {
      onError(caught);
      return false;
    }
  };
  return (
    <SummaryDialog
      open
      title="freeMinutes.cancel.title"
      defaultValues={{ cancelReason: '' }}
      onSave={save}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>
        {translate('freeMinutes.cancel.left', { smart_count: grant.remainingMinutes })}
      </Typography>
      <TextInput
        source="cancelReason"
        label="freeMinutes.fields.cancelReason"
        validate={validateReason}
        multiline
        fullWidth
      />
      {staleDialog}
    </SummaryDialog>
  );
};
