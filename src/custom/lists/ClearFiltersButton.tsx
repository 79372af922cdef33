import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Whenever a filter is set: back to the whole list in one step. Without a filter it keeps its
 * place, hidden, so that setting one does not narrow the filter bar beside it and reflow it.
 */
export const ClearFiltersButton = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Button
      size="small"
      startIcon={<FilterAltOffIcon />}
      onClick={() => setFilters({}, {})}
      disabled={!filtered}
      sx={filtered ? undefined : { visibility: 'hidden' }}
    >
      {translate('lists.clearFilters')}
    </Button>
  );
};
