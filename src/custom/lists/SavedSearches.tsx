import { Card, CardContent } from '@mui/material';
import { SavedQueriesList } from 'react-admin';

/** Beside the list, always in view: react-admin's saved queries (filters, order and page size, kept per browser). */
export const SavedSearches = () => (
  <Card component="aside" sx={{ order: -1, mr: 2, mt: 8, alignSelf: 'flex-start', minWidth: 200 }}>
    <CardContent>
      <SavedQueriesList />
    </CardContent>
  </Card>
);
