import { useEffect } from 'react';
import { useSplitScreenOpen } from '../../../custom/splitScreen/useSplitScreen.ts';
import { CustomerProfile } from './CustomerProfile.tsx';

/**
 * Spec 2: /customer-profile/{customerId}/tickets, /trips and /payments open the profile with
 * the split panel listing that member's recent tickets, trips or payments; the panel is what
 * these addresses are for, so it opens on arrival (and closes like any other).
 */
export const MemberSubRoute = () => {
  const [, setOpen] = useSplitScreenOpen();
  useEffect(() => setOpen(true), [setOpen]);
  return <CustomerProfile />;
};
