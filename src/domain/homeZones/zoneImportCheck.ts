import { fileKindByName } from '../files/fileRules.ts';
import { regionBox } from './regionBoxes.ts';
import { readZoneText, type ZoneReading } from './zoneGeometry.ts';

/**
 * The whole import rule (spec 5 File upload .txt, issue 22 point 1): a .txt file, a known
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
