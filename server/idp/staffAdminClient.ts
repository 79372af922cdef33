import type { z } from 'zod';
import { IDP_SECRET_HEADER, readIdpSecret } from './credentials.ts';
import { STAFF_ADMIN_PATH, type addStaffSchema } from './staffAdminRoute.ts';

/** The running product to administer: where it answers, and the data folder holding its IdP secret. */
export interface RunningProductTarget {
  baseUrl: string;
  dataDir: string;
}

const call = async <T>(
  { baseUrl, dataDir }: RunningProductTarget,
  method: 'POST' | 'DELETE',
  body: object,
) => {
  let secret: string;
  try {
    secret = await readIdpSecret(dataDir);
  } catch {
    throw new Error(
      `No identity-provider secret in ${dataDir}/idp: is the product running in local mode on this data folder?`,
    );
  }
  const response = await fetch(`${baseUrl}${STAFF_ADMIN_PATH}`, {
    method,
    headers: { 'content-type': 'application/json', [IDP_SECRET_HEADER]: secret },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new Error(`The product does not answer on ${baseUrl}: ${(error as Error).message}`);
  });
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`);
  return answer;
};

/** Creates (or puts back to a temporary password) the IdP user, its group and its staffs row. */
export const addStaff = (target: RunningProductTarget, input: z.input<typeof addStaffSchema>) =>
  call<{ email: string; group: string; temporaryPassword: string }>(target, 'POST', input);

export const removeStaff = (target: RunningProductTarget, email: string) =>
  call<{ email: string; removed: boolean }>(target, 'DELETE', { email });
