import type { AppConfig } from './domain/appConfig.ts';

/** The run-time settings: one build serves every environment (DESIGN, Configuration). */
export const loadConfig = async (fetchConfig: typeof fetch = fetch): Promise<AppConfig> => {
  const response = await fetchConfig('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = (await response.json()) as AppConfig;
  if (!config?.cognito?.userPoolId || !config.cognito.clientId || typeof config.apiBase !== 'string') {
    throw new Error('/config.json lacks the identity pool or the API base');
  }
  return config;
};
