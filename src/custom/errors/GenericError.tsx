import ReportIcon from '@mui/icons-material/Report';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** react-router numbers the entries of this tab's history; 0 is where the app was opened. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Spec 2/8: the generic error screen, with a way out that does not need a reload. */
export const GenericError = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <ReportIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h2" role="alert">
        {translate('app.error.generic')}
      </Typography>
      <Stack direction="row" spacing={2}>
        {canGoBack() ? (
          <Button variant="outlined" onClick={() => navigate(-1)}>
            {translate('errors.goBack')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => navigate('/')}>
          {translate('errors.home')}
        </Button>
      </Stack>
    </Box>
  );
};
