import { Box } from '@mui/material';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PANEL_MIN } from './useSplitScreen.ts';

const STEP = 24;

interface ResizeHandleProps {
  width: number;
  max: number;
  /** While dragging: the panel follows without writing to storage at every pixel. */
  onDrag: (width: number) => void;
  /** Once the drag or key press is done: the width to remember. */
  onCommit: (width: number) => void;
}

/**
 * The bar between the main content and the panel (which sits on the right): drag it, or focus
 * it and use the arrow keys (left widens the panel, as the bar moves left), Home and End.
 */
export const ResizeHandle = ({ width, max, onDrag, onCommit }: ResizeHandleProps) => {
  const translate = useTranslate();
  const start = useRef<{ x: number; width: number } | null>(null);
  const latest = useRef(width);
  const clamp = (value: number) => Math.round(Math.max(PANEL_MIN, Math.min(max, value)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width };
    latest.current = width;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    latest.current = clamp(start.current.width + start.current.x - event.clientX);
    onDrag(latest.current);
  };
  const onPointerUp = () => {
    if (!start.current) return;
    start.current = null;
    onCommit(latest.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = {
      ArrowLeft: width + STEP,
      ArrowRight: width - STEP,
      Home: max,
      End: PANEL_MIN,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onCommit(clamp(next));
  };

  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={translate('splitScreen.resize')}
      aria-valuemin={PANEL_MIN}
      aria-valuemax={max}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      sx={{
        width: 8,
        flexShrink: 0,
        cursor: 'col-resize',
        touchAction: 'none',
        bgcolor: 'divider',
        '&:hover, &:focus-visible': { bgcolor: 'primary.main', outline: 'none' },
      }}
    />
  );
};
