import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** No row matches: says so and what to do (the filter bar offers to clear the filters). */
export const ListEmpty = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography color="text.secondary">{translate(text)}</Typography>
    </Box>
  );
};
