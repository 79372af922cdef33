import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * An address no route answers: a real title (the layout's one h1, and the tab), what
 * happened, and a way home. Replaces react-admin's page, which shows the raw title key
 * and a second h1.
 */
export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Title title="page.notFound.title" />
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography>{translate('page.notFound.message')}</Typography>
      <Button variant="contained" component={Link} to="/">
        {translate('errors.home')}
      </Button>
    </Box>
  );
};
