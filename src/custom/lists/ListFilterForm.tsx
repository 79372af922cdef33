import { styled } from '@mui/material/styles';
import { useEffect, type ReactElement } from 'react';
import { FilterContext, FilterFormBase, FilterLiveForm } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ClearFiltersButton } from './ClearFiltersButton.tsx';
import type { FilterErrorList } from './FilterErrors.tsx';

/**
 * react-admin's own filter form hides helper texts; here an invalid filter says why beside it,
 * in the gap each row of filters keeps below it, so an error moves nothing on the page.
 */
const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flex: '0 1 100%',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(2),
  paddingBottom: theme.spacing(2.5),
  '& .MuiFormControl-root': { position: 'relative' },
  '& .MuiFormHelperText-root': {
    position: 'absolute',
    top: '100%',
    marginTop: 0,
    lineHeight: 1.25,
    whiteSpace: 'nowrap',
  },
}));

/** Hands the form's current errors up, by source, whenever they change. */
const ReportErrors = ({ onErrors }: { onErrors: (errors: FilterErrorList) => void }) => {
  const { errors } = useFormState();
  const list: FilterErrorList = Object.entries(errors).map(([source, error]) => ({
    source,
    message: error?.message as FilterErrorList[number]['message'],
  }));
  const key = JSON.stringify(list);
  useEffect(() => onErrors(JSON.parse(key) as FilterErrorList), [key, onErrors]);
  return null;
};

/**
 * The list's filter bar: react-admin's live filter form (applied as the user types, only
 * while valid), which also tells the list when a filter is invalid, and "Clear the filters"
 * whenever one is set.
 */
export const ListFilterForm = ({
  filters,
  onErrors,
}: {
  filters: ReactElement[];
  onErrors: (errors: FilterErrorList) => void;
}) => (
  <FilterContext.Provider value={filters}>
    <FilterLiveForm formComponent={Form}>
      <FilterFormBase filters={filters} />
      <ClearFiltersButton />
      <ReportErrors onErrors={onErrors} />
    </FilterLiveForm>
  </FilterContext.Provider>
);
