import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import HelpIcon from '@mui/icons-material/HelpOutline';
import { Alert, Box, Card, CardContent, List, Tooltip } from '@mui/material';
import { FilterListSection, useListContext, useTranslate } from 'react-admin';
import { RemoveSearchButton } from './RemoveSearchButton.tsx';
import { SavedSearchItem } from './SavedSearchItem.tsx';
import { SaveSearchButton } from './SaveSearchButton.tsx';
import { useSavedSearches } from './useSavedSearches.ts';

/** Key order aside, as saved queries come back from storage. */
const sameQuery = (a: unknown, b: unknown): boolean => {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
};

/**
 * Beside the list, always in view: the staff member's saved searches (filters, order and page
 * size), kept on the server so they follow the person (README, Departures). Laid out here
 * rather than with react-admin's SavedQueriesList, which puts its save button inside the list
 * of queries, where a screen reader's list may hold list items only (axe: list).
 */
export const SavedSearches = () => {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const { searches, failed, add, remove } = useSavedSearches(resource);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const saved = searches.find((search) => sameQuery(search.value, current));
  const hasFilter = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Card
      component="aside"
      sx={{ order: -1, mr: 2, mt: 8, alignSelf: 'flex-start', width: '15rem', flexShrink: 0 }}
    >
      <CardContent sx={{ position: 'relative' }}>
        <FilterListSection label="ra.saved_queries.label" icon={<BookmarkIcon />}>
          {searches.length > 0 ? (
            <List dense disablePadding>
              {searches.map((search) => (
                <SavedSearchItem
                  key={search.id}
                  label={search.label}
                  value={search.value}
                  selected={search === saved}
                />
              ))}
            </List>
          ) : null}
          {failed ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {translate('savedSearches.loadFailed')}
            </Alert>
          ) : null}
        </FilterListSection>
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          {saved ? (
            <RemoveSearchButton remove={() => remove.mutate(saved.id)} />
          ) : hasFilter ? (
            <SaveSearchButton save={(label) => add.mutateAsync({ label, value: current })} />
          ) : (
            <Tooltip title={translate('ra.saved_queries.help')}>
              <HelpIcon fontSize="small" color="disabled" />
            </Tooltip>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
