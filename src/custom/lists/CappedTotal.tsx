import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCappedTotal } from './useCappedTotal.ts';

/** Above the rows of a broad search: the count is a floor, so the user narrows the search. */
export const CappedTotal = () => {
  const translate = useTranslate();
  const total = useCappedTotal();
  return total ? (
    <Alert severity="info" sx={{ mx: 2 }}>
      {translate('lists.capped', { total })}
    </Alert>
  ) : null;
};
