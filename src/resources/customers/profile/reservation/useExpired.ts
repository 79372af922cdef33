import { useEffect, useState } from 'react';

/**
 * Whether `expiresAt` has passed: a timer set for that moment flips it (at once for a past
 * one), so the screen renders once at expiry rather than on every tick.
 */
export const useExpired = (expiresAt: string | undefined): boolean => {
  const at = expiresAt ? Date.parse(expiresAt) : NaN;
  const [expiredAt, setExpiredAt] = useState<number | null>(null);
  useEffect(() => {
    if (Number.isNaN(at)) return;
    const timer = setTimeout(() => setExpiredAt(at), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
  return !Number.isNaN(at) && expiredAt === at;
};
