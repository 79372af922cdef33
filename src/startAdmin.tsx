import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App.tsx';
import { clearCognitoStorage, createAuthProvider, type CognitoClient } from './authProvider/index.ts';
import { createDataProvider, createEngine, liveEventSource } from './dataProvider/index.ts';
import { parseAppConfig } from './domain/appConfig.ts';
import { createI18nProvider } from './i18nProvider.ts';

/**
 * The signed-in app (react-admin, the shell and every screen), loaded by main.tsx once a
 * session exists. Its authProvider also signs the user in from the light sign-in page, so
 * the session it holds is the one the app starts with.
 */
export const createAdmin = async (served: unknown, cognito: CognitoClient) => {
  const config = parseAppConfig(served);
  const i18nProvider = await createI18nProvider();
  // The engine asks the identity library for the token, which renews it when it has expired.
  const getToken = async () => (await cognito.currentSession())?.getIdToken().getJwtToken() ?? null;
  const engine = createEngine({ config, fetch: (input, init) => fetch(input, init), getToken });
  const liveEvents = liveEventSource({
    url: new URL(`${config.apiBase}/events`, window.location.href).href,
    getToken,
  });
  const dataProvider = createDataProvider(engine, liveEvents);
  const authProvider = createAuthProvider({
    cognito,
    call: engine.call,
    // A real pool (no local endpoint) can revoke every token of the user.
    globalSignOut: !config.cognito.endpoint,
    clearStorage: () => clearCognitoStorage(localStorage),
  });
  return {
    authProvider,
    render: (root: Root) => {
      void authProvider.start();
      root.render(
        <StrictMode>
          <App
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            engine={engine}
          />
        </StrictMode>,
      );
    },
  };
};
