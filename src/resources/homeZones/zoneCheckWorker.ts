/**
 * The preview's zone check in a Web Worker (spec 7 home zones): reading a 1 MB file and
 * testing its 5,000 points is the server's own check, kept off the page's thread so the
 * screen answers meanwhile. Answers each file with checkZoneFile's reading.
 */
import { checkZoneFile } from '../../domain/homeZones/zoneImportCheck.ts';

const scope = self as unknown as {
  onmessage: (event: MessageEvent<Parameters<typeof checkZoneFile>[0]>) => void;
  postMessage: (reading: ReturnType<typeof checkZoneFile>) => void;
};
scope.onmessage = ({ data }) => scope.postMessage(checkZoneFile(data));
