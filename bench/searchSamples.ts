/** Search values drawn from the seeded data through the API, so the bench asks for what exists. */

export const getJson = async (url: string, authorization?: string) => {
  const response = await fetch(url, { headers: authorization ? { authorization } : {} });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
};

const SEARCH = '/api/customer-process/searchCustomer';
const LETTERS = 'abcdefghijklmnoprstvw';

interface SampleRow {
  id: number;
  customerNumber: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
}

/** Up to 100 members for each of LETTERS, read as the list reads them. */
const sampleRows = async (baseUrl: string, authorization: string) => {
  const rows: SampleRow[] = [];
  for (const letter of LETTERS) {
    const body = (await getJson(`${baseUrl}${SEARCH}?lastName=${letter}&count=100`, authorization)) as {
      data: SampleRow[];
    };
    rows.push(...body.data);
  }
  if (!rows.length) throw new Error('the member search returned no rows to draw values from');
  return rows;
};

const distinct = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

/** Three-letter prefixes of real last names. */
export const lastNamePrefixes = async (baseUrl: string, authorization: string) =>
  distinct((await sampleRows(baseUrl, authorization)).map((row) => row.lastName.slice(0, 3).toLowerCase()));

/** How often a filter value is taken from the rows drawn: every `step`th row. */
const every = <T>(items: T[], step: number) => items.filter((_, i) => i % step === 0);

/** `field=value` query strings, one per value. */
const queries = (field: string, values: string[]) =>
  values.map((value) => `${field}=${encodeURIComponent(value)}`);

/**
 * Query strings for each member search filter: prefixes as staff type them
 * for the names and e-mail, whole values for the exact filters, every status. Postal codes
 * and RFID numbers come from the members' profiles (GET /customer/{id}). Then free text as
 * staff type it (docs/architecture.md, Database notes): whole names either way round, a first or a last name
 * alone, the start of an e-mail, the last 4 digits of a phone.
 */
export const filterSamples = async (baseUrl: string, authorization: string) => {
  const rows = await sampleRows(baseUrl, authorization);
  const profiles = (await Promise.all(
    every(rows, Math.max(1, Math.floor(rows.length / 200))).map((row) =>
      getJson(`${baseUrl}/api/customer/${row.id}`, authorization),
    ),
  )) as { homeAddress: { postalCode: string | null }; rfid: { rfidNumber: string | null } }[];
  const some = every(rows, 10);
  return {
    lastName: queries('lastName', distinct(rows.map((row) => row.lastName.slice(0, 3).toLowerCase()))),
    firstName: queries('firstName', distinct(rows.map((row) => row.firstName.slice(0, 3).toLowerCase()))),
    email: queries('email', distinct(rows.map((row) => row.emailAddress.slice(0, 4).toLowerCase()))),
    phone: queries('phone', distinct(some.map((row) => row.phoneNumber))),
    customerNumber: queries('customerNumber', distinct(some.map((row) => row.customerNumber))),
    postalCode: queries('postalCode', distinct(profiles.map((p) => p.homeAddress.postalCode))),
    rfid: queries('rfid', distinct(profiles.map((p) => p.rfid.rfidNumber))),
    accountStatus: queries('accountStatus', ['ACTIVE', 'CLOSED']),
    accountSuspendStatus: queries('accountSuspendStatus', ['UNSUSPENDED', 'SUSPENDED-FLAG', 'SUSPENDED-OSB']),
    qFirstLast: queries('q', distinct(some.map((row) => `${row.firstName} ${row.lastName}`))),
    qLastFirst: queries('q', distinct(some.map((row) => `${row.lastName} ${row.firstName.slice(0, 3)}`))),
    qFirstName: queries('q', distinct(some.map((row) => row.firstName))),
    qLastName: queries('q', distinct(some.map((row) => row.lastName))),
    qEmail: queries('q', distinct(some.map((row) => row.emailAddress.split('@')[0].slice(0, 6)))),
    qPhoneEnding: queries('q', distinct(some.map((row) => row.phoneNumber?.slice(-4)))),
  };
};
export type FilterName = keyof Awaited<ReturnType<typeof filterSamples>>;
