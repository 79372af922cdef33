import { Box, Typography } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { DownloadFailedDialog } from '../errors/DownloadFailedDialog.tsx';
import { PageLeaveGuard } from '../forms/LeaveGuard.tsx';
import { RenderErrorBoundary } from '../errors/RenderErrorBoundary.tsx';
import { NavigationBar } from '../shell/NavigationBar.tsx';
import { useCurrentRoute } from '../routes/useCurrentRoute.ts';
import { SplitScreen } from '../splitScreen/SplitScreen.tsx';
import { useEngineEffects } from './EngineContext.ts';
import { LocaleTheme } from './LocaleTheme.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { useDocumentTitle, useTextOf } from './useDocumentTitle.ts';
import { useFocusOnNavigate } from './useFocusOnNavigate.ts';

/**
 * The signed-in shell (react-admin renders it only once the user is signed in): navigation
 * bar, breadcrumbs, the page title, and the routed content beside the optional split-screen
 * panel. Only the routed content sits in the error boundary, so the bar survives a crash.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useEngineEffects();
  const route = useCurrentRoute();
  const chrome = !route?.entry.hideChrome;
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(useTextOf(heading));
  useFocusOnNavigate(heading);
  return (
    <LocaleTheme>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}
      >
        <SkipLink />
        {chrome ? <NavigationBar /> : null}
        {chrome ? <Breadcrumbs /> : null}
        <PageLeaveGuard>
          <SplitScreen>
            {/* Everything of the screen sits in the main landmark, its heading included. */}
            <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
              {/* react-admin's <Title> renders into this element: one page heading for every screen. */}
              <Typography
                ref={heading}
                id="react-admin-title"
                tabIndex={-1}
                variant="h5"
                component="h1"
                sx={{ pt: 1, pb: 1, minHeight: '1em' }}
              />
              <RenderErrorBoundary>{children}</RenderErrorBoundary>
            </Box>
          </SplitScreen>
        </PageLeaveGuard>
        <DownloadFailedDialog />
      </Box>
    </LocaleTheme>
  );
};
