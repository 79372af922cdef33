import ConstructionIcon from '@mui/icons-material/Construction';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A tab a later issue fills: what it will hold, nothing that could pass for data. */
export const pendingTab = (key: string) => {
  const PendingTab = () => {
    const translate = useTranslate();
    return (
      <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
        <ConstructionIcon color="disabled" />
        <Stack spacing={1}>
          <Typography>{translate(`customerProfile.pending.${key}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('placeholders.pending')}
          </Typography>
        </Stack>
      </Stack>
    );
  };
  return PendingTab;
};
