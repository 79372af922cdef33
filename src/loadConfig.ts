import { z } from 'zod';
import { appConfig, type AppConfig } from './domain/appConfig.ts';

/** The run-time settings: one build serves every environment (DESIGN.md, Configuration). */
export const loadConfig = async (fetchConfig: typeof fetch = fetch): Promise<AppConfig> => {
  const response = await fetchConfig('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const parsed = appConfig.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error(`/config.json is not the expected shape: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
};
