import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { BoxState } from '../../domain/cars/vehicleCommands.ts';

/** The car's box as /telemetry/{vin}/latest works it out now (shared by the facts and the wake-up). */
export const useBoxState = (vin: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['carState', vin],
    queryFn: () => dataProvider.call<BoxState>('state', 'FETCH', { id: vin }),
    retry: false,
  });
};

/** The box's condition as staff read it: offline first, since an offline box answers nothing. */
export const boxCondition = (box: BoxState) =>
  !box.online ? 'offline' : box.waking ? 'waking' : box.asleep ? 'asleep' : 'awake';
