/**
 * The time zone a member lives in, from the home address (spec 5 and 9, Alert: an alert ends at the
 * end of its day, read in the member's home city). A province or territory lies in one zone except for the
 * few towns listed apart; US states are not mapped, so such members, and members without a
 * home province, fall back to `fallback` (the server passes their region's zone).
 */
const PROVINCE_ZONES: Record<string, string> = {
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  SK: 'America/Regina',
  MB: 'America/Winnipeg',
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  NB: 'America/Moncton',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
  YT: 'America/Whitehorse',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
};

/** Towns whose clocks differ from the rest of their province, keyed `PROVINCE:town` in lower case. */
const TOWN_ZONES: Record<string, string> = {
  'bc:cranbrook': 'America/Edmonton',
  'bc:golden': 'America/Edmonton',
  'bc:creston': 'America/Creston',
  'bc:dawson creek': 'America/Dawson_Creek',
  'bc:fort st. john': 'America/Dawson_Creek',
  'bc:fort nelson': 'America/Fort_Nelson',
  'on:kenora': 'America/Winnipeg',
  'on:dryden': 'America/Winnipeg',
  'on:atikokan': 'America/Panama',
  'qc:blanc-sablon': 'America/Puerto_Rico',
  'qc:îles-de-la-madeleine': 'America/Halifax',
  'nl:labrador city': 'America/Goose_Bay',
  'nl:happy valley-goose bay': 'America/Goose_Bay',
  'sk:lloydminster': 'America/Edmonton',
  'nu:cambridge bay': 'America/Cambridge_Bay',
  'nu:rankin inlet': 'America/Rankin_Inlet',
};

/** When neither the address nor the caller says: the zone of most members (Toronto and Montreal). */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

export const memberTimeZone = (
  home: { city?: string | null; province?: string | null },
  fallback: string = DEFAULT_TIME_ZONE,
): string => {
  const province = home.province?.trim().toUpperCase() ?? '';
  const town = home.city?.trim().toLowerCase() ?? '';
  return TOWN_ZONES[`${province.toLowerCase()}:${town}`] ?? PROVINCE_ZONES[province] ?? fallback;
};
