import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** No row matches: says so and what to do, with a way to clear the filters when there are any. */
export const ListEmpty = ({ text }: { text: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography color="text.secondary">{translate(text)}</Typography>
      {filtered ? (
        <Button variant="outlined" onClick={() => setFilters({}, {})}>
          {translate('lists.clearFilters')}
        </Button>
      ) : null}
    </Box>
  );
};
