import { useEffect } from 'react';
import { Loading, useCheckAuth, useNavigate } from 'react-admin';
import { useLocation } from 'react-router-dom';

/**
 * Spec 2 inside the app: /login, /password-recovery and /reset-password send a signed-in user
 * to /. A signed-out one is handed back to the light sign-in page (main.tsx) by a reload, with
 * the page react-admin was sent away from (after a 401) kept in history.state.next.
 */
export const SignedOutOnly = () => {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    let active = true;
    // No logout and no notification on failure: being signed out is what these pages expect.
    checkAuth({}, false).then(
      () => active && navigate('/', { replace: true }),
      () => {
        if (!active) return;
        const { nextPathname, nextSearch } = (location.state ?? {}) as {
          nextPathname?: string;
          nextSearch?: string;
        };
        const next = nextPathname ? `${nextPathname}${nextSearch ?? ''}` : undefined;
        window.history.replaceState(next ? { next } : null, '', location.pathname + location.search);
        window.location.reload();
      },
    );
    return () => {
      active = false;
    };
  }, [checkAuth, navigate, location]);
  return <Loading />;
};
