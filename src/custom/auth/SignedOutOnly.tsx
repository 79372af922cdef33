import { useEffect, useState, type ReactNode } from 'react';
import { Loading, useCheckAuth, useNavigate } from 'react-admin';

/** Spec 2: /login, /password-recovery and /reset-password send a signed-in user to /. */
export const SignedOutOnly = ({ children }: { children: ReactNode }) => {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    let active = true;
    // No logout and no notification on failure: being signed out is what these pages expect.
    checkAuth({}, false).then(
      () => active && navigate('/', { replace: true }),
      () => active && setSignedOut(true),
    );
    return () => {
      active = false;
    };
  }, [checkAuth, navigate]);
  return signedOut ? children : <Loading />;
};
