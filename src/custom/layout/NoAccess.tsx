import LockIcon from '@mui/icons-material/Lock';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useCurrentRoute } from '../routes/useCurrentRoute.ts';

/** Spec 2: a signed-in user whose role does not open the page; the heading still names the page. */
export const NoAccess = () => {
  const translate = useTranslate();
  const route = useCurrentRoute();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }} role="alert">
      <Title title={route ? `routes.${route.entry.title}` : 'app.title'} />
      <LockIcon color="disabled" fontSize="large" />
      <Typography>{translate('app.noAccess')}</Typography>
    </Box>
  );
};
