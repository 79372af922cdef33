import CancelIcon from '@mui/icons-material/CancelOutlined';
import { IconButton, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { SavedQueryValue } from '../../domain/savedSearches/savedSearch.ts';

interface SavedSearchItemProps {
  label: string;
  value: SavedQueryValue;
  /** The list shows this search now: a second click, or the cross, clears it. */
  selected: boolean;
}

/**
 * One saved search in the panel, as react-admin's SavedQueryFilterListItem looks and acts,
 * with a name on its cross: react-admin's has none, which axe counts critical (button-name).
 */
export const SavedSearchItem = ({ label, value, selected }: SavedSearchItemProps) => {
  const translate = useTranslate();
  const { setFilters, setPage, setSort, setPerPage } = useListContext();
  const toggle = () => {
    if (selected) setFilters({}, {});
    else {
      setFilters(value.filter, value.displayedFilters);
      setSort(value.sort);
      setPerPage(value.perPage);
    }
    setPage(1);
  };
  return (
    <ListItem
      disablePadding
      disableGutters
      secondaryAction={
        selected ? (
          <IconButton size="small" onClick={toggle} aria-label={translate('ra.action.remove_filter')}>
            <CancelIcon />
          </IconButton>
        ) : null
      }
    >
      <ListItemButton onClick={toggle} selected={selected} sx={{ px: '2em' }}>
        <ListItemText primary={label} sx={{ m: 0 }} />
      </ListItemButton>
    </ListItem>
  );
};
