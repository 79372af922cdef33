import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Read by screen readers, not shown: completes a control's name without changing its look. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{
      position: 'absolute',
      width: 1,
      height: 1,
      p: 0,
      m: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    }}
  >
    {children}
  </Box>
);
