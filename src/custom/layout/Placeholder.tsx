import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PageProps } from '../shell/declarations.ts';
import { crumbHeading } from './crumbHeading.ts';

/**
 * The page of a screen that a later issue builds (its route's `component` until then): its
 * title and one line on what it will hold (`placeholders.<route name>` in i18n), nothing that
 * could pass for data.
 */
export const Placeholder = ({ route }: PageProps) => {
  const translate = useTranslate();
  const params = useParams();
  const detail = route.crumbParam ? params[route.crumbParam] : undefined;
  const title = crumbHeading(translate, route.title, detail);
  return (
    <Card variant="outlined" sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ConstructionIcon color="disabled" />
          <Stack spacing={1}>
            <Typography>{translate(`placeholders.${route.name}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('placeholders.pending')}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
