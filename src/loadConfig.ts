/**
 * The run-time settings as served (one build serves every environment), not yet checked: the
 * sign-in page takes its identity pool from them without loading zod (docs/architecture.md,
 * Sign-in notes); the app checks them all (parseAppConfig) before it starts.
 */
export const fetchConfig = async (fetchConfig: typeof fetch = fetch): Promise<unknown> => {
  const response = await fetchConfig('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return response.json();
};
