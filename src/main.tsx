import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { clearCognitoStorage, createAuthProvider, createCognitoClient } from './authProvider/index.ts';
import { createDataProvider, createEngine } from './dataProvider/index.ts';
import { createI18nProvider } from './i18nProvider.ts';
import { loadConfig } from './loadConfig.ts';
import { StartupError } from './custom/layout/StartupError.tsx';

const root = createRoot(document.getElementById('root')!);

const start = async () => {
  const i18nProvider = await createI18nProvider();
  try {
    const config = await loadConfig();
    const cognito = createCognitoClient(config.cognito);
    // The engine asks the identity library for the token, which renews it when it has expired.
    const engine = createEngine({
      config,
      fetch: (input, init) => fetch(input, init),
      getToken: async () => (await cognito.currentSession())?.getIdToken().getJwtToken() ?? null,
    });
    const dataProvider = createDataProvider(engine);
    const authProvider = createAuthProvider({
      cognito,
      call: engine.call,
      // A real pool (no local endpoint) can revoke every token of the user.
      globalSignOut: !config.cognito.endpoint,
      clearStorage: () => clearCognitoStorage(localStorage),
    });
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
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<StartupError message={i18nProvider.translate('app.error.config')} />);
  }
};

void start();
