import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** What a section shows but staff do not edit there: label and value pairs. */
export const ReadOnlyFacts = ({
  facts,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
}) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
