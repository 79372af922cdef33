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

/**
 * Values for each member search filter (issue 8 point 1): prefixes as staff type them for the
 * names and e-mail, whole values for the exact filters, every status. Postal codes and RFID
 * numbers come from the members' profiles (GET /customer/{id}).
 */
export const filterSamples = async (baseUrl: string, authorization: string) => {
  const rows = await sampleRows(baseUrl, authorization);
  const profiles = (await Promise.all(
    every(rows, Math.max(1, Math.floor(rows.length / 200))).map((row) =>
      getJson(`${baseUrl}/api/customer/${row.id}`, authorization),
    ),
  )) as { homeAddress: { postalCode: string | null }; rfid: { rfidNumber: string | null } }[];
  return {
    lastName: distinct(rows.map((row) => row.lastName.slice(0, 3).toLowerCase())),
    firstName: distinct(rows.map((row) => row.firstName.slice(0, 3).toLowerCase())),
    email: distinct(rows.map((row) => row.emailAddress.slice(0, 4).toLowerCase())),
    phone: distinct(every(rows, 10).map((row) => row.phoneNumber)),
    customerNumber: distinct(every(rows, 10).map((row) => row.customerNumber)),
    postalCode: distinct(profiles.map((p) => p.homeAddress.postalCode)),
    rfid: distinct(profiles.map((p) => p.rfid.rfidNumber)),
    accountStatus: ['ACTIVE', 'CLOSED'],
    suspensionStatus: ['UNSUSPENDED', 'SUSPENDED-FLAG', 'SUSPENDED-OSB'],
  };
};
export type FilterName = keyof Awaited<ReturnType<typeof filterSamples>>;
