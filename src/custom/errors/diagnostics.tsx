import { Route } from 'react-router-dom';

/**
 * A route that crashes on purpose, so the browser tests can see the generic error screen in
 * the very build that ships. A build flag would need a second production build just for the
 * tests; instead the route exists only in a browser where someone has set
 * localStorage['carshare.diagnostics'] = 'on'. It reveals nothing and harms nothing: it
 * throws before rendering anything.
 */
export const DIAGNOSTICS_KEY = 'carshare.diagnostics';
export const RENDER_ERROR_PATH = '/__render-error';

export const diagnosticsEnabled = (storage: Storage | undefined = globalThis.localStorage): boolean =>
  storage?.getItem(DIAGNOSTICS_KEY) === 'on';

const RenderErrorProbe = (): never => {
  throw new Error('Render error on purpose (diagnostics route)');
};

export const diagnosticsRoutes = () =>
  diagnosticsEnabled() ? <Route path={RENDER_ERROR_PATH} element={<RenderErrorProbe />} /> : null;
