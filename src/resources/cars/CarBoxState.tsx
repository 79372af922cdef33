import { Alert } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { boxCondition, useBoxState } from '../../custom/carCommands/useBoxState.ts';
import { formatDateTime } from '../../domain/formats.ts';
import { Facts, field } from './Facts.tsx';

/**
 * Spec 3 Car detail and spec 4's car commands: the box as /telemetry/{vin}/latest works it out
 * (asleep or awake, its lock, immobilizer and ignition, and the doors of its last report), with
 * when it last reported, so staff know what a command will find. Read again once a command is answered.
 */
export const CarBoxState = ({ vin }: { vin: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: box, isError } = useBoxState(vin);
  if (isError) return <Alert severity="error">{translate('cars.box.error')}</Alert>;
  const shown = (value: boolean | undefined, yes: string, no: string) =>
    value === undefined ? '' : translate(value ? yes : no);
  return (
    <Facts
      title="cars.box.title"
      rows={[
        [field('box'), box ? translate(`cars.boxStates.${boxCondition(box)}`) : ''],
        [field('doorsLocked'), shown(box?.doorsLocked, 'cars.box.locked', 'cars.box.unlocked')],
        [field('immobilizer'), shown(box?.immobilizerEngaged, 'cars.box.engaged', 'cars.box.disengaged')],
        [field('ignition'), shown(box?.ignitionOn, 'cars.telemetry.on', 'cars.telemetry.off')],
        [
          field('doors'),
          box?.doors
            ? translate(`cars.box.${box.doors.closed ? 'closed' : 'open'}`, {
                at: formatDateTime(box.doors.reportedAt, locale),
              })
            : '',
        ],
        [field('lastReport'), box ? formatDateTime(box.lastReportAt, locale) : ''],
      ]}
    />
  );
};
