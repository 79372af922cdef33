import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { RouteEntry } from '../../custom/shell/routeTable.ts';
import { useCurrentRoute } from '../../custom/shell/useCurrentRoute.ts';

/**
 * A screen that a later issue fills: its title and one line on what it will hold, nothing
 * that could pass for data.
 */
export const Placeholder = ({ entry }: { entry: RouteEntry }) => {
  const translate = useTranslate();
  const current = useCurrentRoute();
  const detail = entry.crumbParam ? current?.params[entry.crumbParam] : undefined;
  const title = [translate(`routes.${entry.title}`), detail].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ConstructionIcon color="disabled" />
          <Stack spacing={1}>
            <Typography>{translate(`placeholders.${entry.holds ?? entry.name}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('placeholders.pending')}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
