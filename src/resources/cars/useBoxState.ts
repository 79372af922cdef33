import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { BoxState } from '../../domain/cars/vehicleCommands.ts';

/** How often a box on its way up is read again: a wake-up lands 5 to 20 s after it is sent. */
const WAKING_POLL_MS = 2000;

/** The car's box as /telemetry/{vin}/latest works it out now (shared by the facts and the wake-up). */
export const useBoxState = (vin: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['carState', vin],
    queryFn: () => dataProvider.call<BoxState>('state', 'FETCH', { id: vin }),
    retry: false,
  });
};

/**
 * Reads the box again until a wake-up on its way has landed (answered or timed out by the
 * vehicle service within 30 s); undefined when the box cannot be read.
 */
export const wakeUpLanded = async (box: ReturnType<typeof useBoxState>) => {
  for (;;) {
    const { data, isError } = await box.refetch();
    if (isError || !data) return undefined;
    if (!data.waking) return data;
    await new Promise((resolve) => setTimeout(resolve, WAKING_POLL_MS));
  }
};

/** The box's condition as staff read it: offline first, since an offline box answers nothing. */
export const boxCondition = (box: BoxState) =>
  !box.online ? 'offline' : box.waking ? 'waking' : box.asleep ? 'asleep' : 'awake';
