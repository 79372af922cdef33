import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { DownloadFailedDialog } from '../errors/DownloadFailedDialog.tsx';
import { RenderErrorBoundary } from '../errors/RenderErrorBoundary.tsx';
import { NavigationBar } from '../shell/NavigationBar.tsx';
import { useCurrentRoute } from '../shell/useCurrentRoute.ts';
import { SplitScreen } from '../splitScreen/SplitScreen.tsx';
import { useEngineEffects } from './EngineContext.ts';

/**
 * The signed-in shell (react-admin renders it only once the user is signed in): navigation
 * bar, breadcrumbs, the page title, and the routed content beside the optional split-screen
 * panel. Only the routed content sits in the error boundary, so the bar survives a crash.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useEngineEffects();
  const route = useCurrentRoute();
  const chrome = !route?.entry.hideChrome;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      {chrome ? <NavigationBar /> : null}
      {chrome ? <Breadcrumbs /> : null}
      <SplitScreen>
        {/* react-admin's <Title> renders into this element: one page heading for every screen. */}
        <Typography
          id="react-admin-title"
          variant="h5"
          component="h1"
          sx={{ pt: 1, pb: 1, minHeight: '1em' }}
        />
        <main id="main-content">
          <RenderErrorBoundary>{children}</RenderErrorBoundary>
        </main>
      </SplitScreen>
      <DownloadFailedDialog />
    </Box>
  );
};
