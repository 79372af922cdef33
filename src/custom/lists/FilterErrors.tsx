import { Alert } from '@mui/material';
import { useResourceContext, useTranslate, useTranslateLabel, ValidationError } from 'react-admin';

export type FilterErrorList = { source: string; message: Parameters<typeof ValidationError>[0]['error'] }[];

/** In place of the rows while a filter is invalid: which filter, and what is wrong with it. */
export const FilterErrors = ({ errors }: { errors: FilterErrorList }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  return (
    <Alert severity="warning" sx={{ m: 2 }}>
      {translate('lists.filterInvalid')}
      <ul>
        {errors.map(({ source, message }) => (
          <li key={source}>
            {translateLabel({ source, resource })}: <ValidationError error={message} />
          </li>
        ))}
      </ul>
    </Alert>
  );
};
