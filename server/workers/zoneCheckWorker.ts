/**
 * The zone import's check in a thread of its own (spec 7 home zones, spec 8 zone import
 * errors): reading a 1 MB file and testing its 5,000 points is CPU work that, on the
 * server's thread, held every other request. Answers each file with checkZoneFile's reading.
 */
import { parentPort } from 'node:worker_threads';
import { checkZoneFile } from '../../src/domain/homeZones/zoneImportCheck.ts';
import { READY } from './budgetedWorker.ts';

parentPort!.on('message', (file: Parameters<typeof checkZoneFile>[0]) =>
  parentPort!.postMessage(checkZoneFile(file)),
);
parentPort!.postMessage(READY);
