import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Whenever a filter is set: back to the whole list in one step. It comes last in the filter
 * bar, so appearing moves none of the filters before it.
 */
export const ClearFiltersButton = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  if (Object.keys(filterValues ?? {}).length === 0) return null;
  return (
    <Button
      size="small"
      startIcon={<FilterAltOffIcon />}
      onClick={() => setFilters({}, {})}
      sx={{ alignSelf: 'center' }}
    >
      {translate('lists.clearFilters')}
    </Button>
  );
};
