import { Box, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/**
 * While new rows are on their way, the rows on screen still answer the previous search: they
 * fade under a progress bar (laid over the table's top edge, so nothing moves) and the
 * region says it is busy, until the new rows replace them. A list reading the same search
 * again (the Import Log every 2 s while an import runs) keeps its rows as they are.
 */
export const ListRefreshing = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { isFetching, isPlaceholderData } = useListContext();
  const showingPreviousSearch = isFetching && isPlaceholderData;
  return (
    <Box aria-busy={showingPreviousSearch} sx={{ position: 'relative' }}>
      {showingPreviousSearch ? (
        <LinearProgress
          aria-label={translate('lists.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      ) : null}
      <Box sx={{ opacity: showingPreviousSearch ? 0.5 : 1, transition: 'opacity 150ms' }}>{children}</Box>
    </Box>
  );
};
