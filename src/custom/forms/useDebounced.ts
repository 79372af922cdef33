import { useEffect, useState } from 'react';

/** The value once the user has stopped typing for `delay` ms. */
export const useDebounced = <T>(value: T, delay: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
