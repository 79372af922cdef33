import { useEffect, useState } from 'react';
import { ZONE_CHECK_BUDGET_MS, type ZoneCheck } from '../../domain/homeZones/zoneImportCheck.ts';

export interface ZoneFile {
  fileName: string;
  text: string;
}

/**
 * The chosen file's check, in a Web Worker of its own under the check's budget (spec 7 home
 * zones): 'checking' until it answers, tooSlow past the budget, nothing before a file is
 * chosen. A newer file ends the check of the one before.
 */
export const useZoneCheck = (
  file: ZoneFile | undefined,
  fleetId: number,
): ZoneCheck | 'checking' | undefined => {
  const [done, setDone] = useState<{ file: ZoneFile; check: ZoneCheck }>();
  useEffect(() => {
    if (!file) return;
    const worker = new Worker(new URL('./zoneCheckWorker.ts', import.meta.url), { type: 'module' });
    const finish = (check: ZoneCheck) => {
      clearTimeout(timer);
      worker.terminate();
      setDone({ file, check });
    };
    const timer = setTimeout(() => finish({ problem: 'tooSlow' }), ZONE_CHECK_BUDGET_MS);
    worker.onmessage = (event: MessageEvent<ZoneCheck>) => finish(event.data);
    worker.postMessage({ ...file, fleetId });
    return () => {
      clearTimeout(timer);
      worker.terminate();
    };
  }, [file, fleetId]);
  if (!file) return undefined;
  return done?.file === file ? done.check : 'checking';
};
