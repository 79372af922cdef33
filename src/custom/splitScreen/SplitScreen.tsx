import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ResizeHandle } from './ResizeHandle.tsx';
import { clampWidth, usePagePanel, useSplitScreenOpen, useSplitScreenWidth } from './useSplitScreen.ts';

const subscribeResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};
const useWindowWidth = () => useSyncExternalStore(subscribeResize, () => window.innerWidth);

/**
 * Spec 2 split screen: the main content and, when the toggle is on and the route allows it,
 * a secondary panel beside it whose content the route chooses (when the role opens the route's entity). On a route that does not
 * allow it the panel closes by itself (and stays closed until the toggle opens it again).
 */
export const SplitScreen = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { panel: declared, params, pending } = usePagePanel();
  const allowed = declared !== undefined;
  const [open, setOpen] = useSplitScreenOpen();
  const [storedWidth, setStoredWidth] = useSplitScreenWidth();
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const windowWidth = useWindowWidth();

  useEffect(() => {
    if (open && !allowed && !pending) setOpen(false);
  }, [open, allowed, pending, setOpen]);

  const panel = open && declared ? declared : null;
  const max = clampWidth(Number.POSITIVE_INFINITY, windowWidth);
  const width = clampWidth(dragWidth ?? storedWidth, windowWidth);

  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0, alignItems: 'stretch' }}>
      <Box sx={{ flex: 1, minWidth: 0, px: 2, pb: 2 }}>{children}</Box>
      {panel ? (
        <>
          <ResizeHandle
            width={width}
            max={max}
            onDrag={setDragWidth}
            onCommit={(next) => {
              setDragWidth(null);
              setStoredWidth(next);
            }}
          />
          <Box
            component="aside"
            aria-label={translate('splitScreen.panel')}
            sx={{
              width,
              flexShrink: 0,
              bgcolor: 'background.paper',
              borderLeft: 1,
              borderColor: 'divider',
              display: 'flex',
              flexDirection: 'column',
              position: 'sticky',
              top: 48,
              alignSelf: 'flex-start',
              height: 'calc(100vh - 48px)',
              overflow: 'auto',
            }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                px: 2,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {translate(`routes.${panel.title}`)}
              </Typography>
              <IconButton
                size="small"
                aria-label={translate('splitScreen.close')}
                onClick={() => setOpen(false)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
            <Box sx={{ p: 2 }}>
              <panel.Content params={params} />
            </Box>
          </Box>
        </>
      ) : null}
    </Box>
  );
};
