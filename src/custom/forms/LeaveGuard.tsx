import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

type Report = (form: string, dirty: boolean) => void;

/** The page's guard, for its forms to say whether they hold unsaved changes. */
const PageGuard = createContext<Report | null>(null);

/**
 * Any move to another address — another page, or the same page with another `?tab=` —
 * while a form holds unsaved changes. Read at the moment of the move, not from the last
 * render, so a save's own redirect (the form is submitting by then) goes through.
 */
const RouterBlock = ({ dirty }: { dirty: () => boolean }) => {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!dirty() || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
  }, [blocker, dirty, translate]);
  return null;
};

/**
 * Spec 2: leaving a page with unsaved changes asks 'Changes you made may not be saved.
 * Leave?'. One guard for the page, whatever number of forms and modals it holds: a router
 * keeps only one blocker, so one per form left all but the last unguarded. Reload and close
 * get the browser's own prompt.
 */
export const PageLeaveGuard = ({ children }: { children: ReactNode }) => {
  const canBlock = useCanBlock();
  const forms = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const report = useCallback<Report>((form, dirty) => {
    if (dirty) forms.current.add(form);
    else forms.current.delete(form);
    setAnyDirty(forms.current.size > 0);
  }, []);
  const dirty = useCallback(() => forms.current.size > 0, []);

  useEffect(() => {
    if (!anyDirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The browser shows its own text; preventDefault is what asks it to.
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty]);

  return (
    <PageGuard.Provider value={report}>
      {canBlock && <RouterBlock dirty={dirty} />}
      {children}
    </PageGuard.Provider>
  );
};

/**
 * Placed inside a form: tells the page's guard whether the form holds changes not yet saved.
 * A form being submitted is not: its save may move on by itself.
 */
export const GuardForm = () => {
  const report = useContext(PageGuard);
  const form = useId();
  const { dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitting && !isSubmitSuccessful;
  useEffect(() => report?.(form, dirty), [report, form, dirty]);
  useEffect(() => () => report?.(form, false), [report, form]);
  return null;
};
