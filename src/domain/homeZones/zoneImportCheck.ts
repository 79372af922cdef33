import { fileKindByName } from '../files/fileRules.ts';
import { regionBox } from './regionBoxes.ts';
import { readZoneText, type ZoneReading } from './zoneGeometry.ts';

/**
 * The whole import rule (spec 5 File upload .txt; docs/architecture.md, Home zones): a .txt file, a known
 * fleet, a shape readZoneText accepts within that fleet's region. The preview and the server
 * both ask it.
 */
export const checkZoneFile = ({
  fileName,
  text,
  fleetId,
}: {
  fileName: string;
  text: string;
  fleetId: number;
}): ZoneReading | { problem: 'wrongType' | 'unknownFleet' } => {
  if (!fileKindByName(fileName, 'txt')) return { problem: 'wrongType' };
  const box = regionBox(fleetId);
  if (!box) return { problem: 'unknownFleet' };
  return readZoneText(text, box);
};

/**
 * Spec 7 home zones: the check runs off the thread that serves (a worker at the server, a Web
 * Worker in the preview) and gets this long; past it the file is refused (tooSlow) rather
 * than awaited. A 5,000-point file takes about a tenth of a second.
 */
export const ZONE_CHECK_BUDGET_MS = 10_000;

/** A zone file's check as the preview and the server answer it. */
export type ZoneCheck = ReturnType<typeof checkZoneFile> | { problem: 'tooSlow' };
