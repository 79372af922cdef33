import {
  ZONE_CHECK_BUDGET_MS,
  type checkZoneFile,
  type ZoneCheck,
} from '../../src/domain/homeZones/zoneImportCheck.ts';
import { BudgetedWorker } from './budgetedWorker.ts';

type ZoneFile = Parameters<typeof checkZoneFile>[0];

const thread = new BudgetedWorker<ZoneFile, ZoneCheck>(
  new URL('./zoneCheckWorker.ts', import.meta.url),
  ZONE_CHECK_BUDGET_MS,
);

/** checkZoneFile in the zone check's worker thread (spec 7 home zones), tooSlow past its budget. */
export const checkZoneFileOffThread = async (file: ZoneFile): Promise<ZoneCheck> => {
  const reply = await thread.ask(file);
  return 'answer' in reply ? reply.answer : { problem: 'tooSlow' };
};
