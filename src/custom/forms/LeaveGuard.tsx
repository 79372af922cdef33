import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** A click that the browser or the router would turn into leaving this page. */
const leavingLink = (event: MouseEvent): HTMLAnchorElement | null => {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const next = new URL(anchor.href, window.location.href);
  return next.pathname === window.location.pathname ? null : anchor;
};

/**
 * Spec point 5: leaving a form with unsaved changes asks 'Changes you made may not be
 * saved. Leave?'. react-admin's prompt needs a data router; this covers the other routers:
 * links are caught before the router sees them, and reload/close get the browser's own prompt.
 */
export const LeaveGuard = () => {
  const translate = useTranslate();
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;

  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(translate('ra.message.unsaved_changes'))) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The browser shows its own text; preventDefault is what asks it to.
      event.preventDefault();
      event.returnValue = true;
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, translate]);
  return null;
};
