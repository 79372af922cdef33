import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { useBoxState } from './useBoxState.ts';

/** How often a box on its way up is read again: a wake-up lands 5 to 20 s after it is sent. */
const WAKING_POLL_MS = 2000;

/**
 * Reads the box again until a wake-up on its way has landed (answered or timed out by the
 * vehicle service within 30 s); undefined when the box cannot be read.
 */
const wakeUpLanded = async (box: ReturnType<typeof useBoxState>) => {
  for (;;) {
    const { data, isError } = await box.refetch();
    if (isError || !data) return undefined;
    if (!data.waking) return data;
    await new Promise((resolve) => setTimeout(resolve, WAKING_POLL_MS));
  }
};

/**
 * Spec 4 wake up (/vehicle-operations/wakeup/{vin}), shared by the car detail and the trip's
 * troubleshooting: the vehicle service accepts it before the box answers (202), so `wakeUp`
 * resolves once the box's state shows it landed, and throws when the car still sleeps.
 * `waking` is true while the box is on its way up; `onAccepted` runs once the service took it.
 * From a trip's screen it names the trip, whose timeline then shows it (spec 4).
 */
export const useWakeUp = (vin: string, tripId?: number) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const box = useBoxState(vin);
  const [waking, setWaking] = useState(false);
  const wakeUp = async (onAccepted?: () => void) => {
    await dataProvider.call('carWakeup', 'ADD', {
      id: vin,
      ...(tripId === undefined ? {} : { urlQuery: { tripId: String(tripId) } }),
    });
    onAccepted?.();
    setWaking(true);
    try {
      const landed = await wakeUpLanded(box);
      if (!landed || landed.asleep) throw new Error('the car is still asleep');
      return landed;
    } finally {
      setWaking(false);
    }
  };
  return { waking, wakeUp };
};
