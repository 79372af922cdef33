import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to another page the focus goes to the page's heading, so a
 * keyboard or screen-reader user continues from the new content, not from the top of the
 * document. A page that put the focus in its content on purpose (the home search's autofocus)
 * keeps it; the first page of a visit keeps the browser's start.
 */
export const useFocusOnNavigate = (heading: RefObject<HTMLElement | null>) => {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = heading.current;
    const content = target?.parentElement;
    const active = document.activeElement;
    if (!target || (active && active !== content && content?.contains(active))) return;
    target.focus();
  }, [pathname, heading]);
};
