import VerticalSplitIcon from '@mui/icons-material/VerticalSplit';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePagePanel, useSplitScreenOpen } from './useSplitScreen.ts';

/** Spec 2: the toggle in the navigation bar; disabled where the route does not allow a panel or the role cannot open its entity. */
export const SplitScreenToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSplitScreenOpen();
  const allowed = usePagePanel().panel !== undefined;
  const showing = allowed && open;
  const label = translate(
    !allowed ? 'splitScreen.unavailable' : showing ? 'splitScreen.close' : 'splitScreen.open',
  );
  return (
    <Tooltip title={label}>
      {/* A disabled button fires no events, so the tooltip hangs on a wrapper. */}
      <span>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-pressed={showing}
          disabled={!allowed}
          onClick={() => setOpen(!showing)}
          sx={showing ? { bgcolor: 'rgba(255,255,255,0.18)' } : undefined}
        >
          <VerticalSplitIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
};
