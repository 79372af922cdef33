import { Link } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A list cell that opens the record's modal: a button in the Tab order, the row's click as a
 * keyboard user reaches it (a modal has no address to link to, unlike RecordLink's pages).
 */
export const ModalLink = ({ onOpen, children }: { onOpen: () => void; children: ReactNode }) => (
  <Link
    component="button"
    type="button"
    onClick={(event) => {
      // The row's own click would act too.
      event.stopPropagation();
      onOpen();
    }}
  >
    {children}
  </Link>
);
