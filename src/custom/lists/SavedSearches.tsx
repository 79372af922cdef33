import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import HelpIcon from '@mui/icons-material/HelpOutline';
import { Box, Card, CardContent, List, Tooltip } from '@mui/material';
import {
  AddSavedQueryIconButton,
  extractValidSavedQueries,
  FilterListSection,
  RemoveSavedQueryIconButton,
  SavedQueryFilterListItem,
  useListContext,
  useSavedQueries,
  useTranslate,
} from 'react-admin';

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
 * Beside the list, always in view: react-admin's saved queries (filters, order and page size,
 * kept per browser). Laid out here rather than with react-admin's SavedQueriesList, which
 * puts its save button inside the list of queries, where a screen reader's list may hold
 * list items only (axe: list).
 */
export const SavedSearches = () => {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const valid = extractValidSavedQueries(savedQueries);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const isSaved = valid.some((query) => sameQuery(query.value, current));
  const hasFilter = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Card
      component="aside"
      sx={{ order: -1, mr: 2, mt: 8, alignSelf: 'flex-start', width: '15rem', flexShrink: 0 }}
    >
      <CardContent sx={{ position: 'relative' }}>
        <FilterListSection label="ra.saved_queries.label" icon={<BookmarkIcon />}>
          {valid.length > 0 ? (
            <List dense disablePadding>
              {valid.map((query, index) => (
                <SavedQueryFilterListItem key={index} label={query.label} value={query.value} />
              ))}
            </List>
          ) : null}
        </FilterListSection>
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          {isSaved ? (
            <RemoveSavedQueryIconButton />
          ) : hasFilter ? (
            <AddSavedQueryIconButton />
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
