import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { Entity } from '../../domain/entities.ts';
import { menuItems } from '../../custom/routes/routeTable.ts';

/** Every section of the navigation (spec 2) the role may open, in the bar's order. */
const shortcutsFor = (allows: (entity: Entity | null) => boolean) =>
  [...menuItems('bar'), ...menuItems('more'), ...menuItems('admin')].filter((item) =>
    allows(item.route.entity),
  );

export const Shortcuts = ({ allows }: { allows: (entity: Entity | null) => boolean }) => {
  const translate = useTranslate();
  const items = shortcutsFor(allows);
  return (
    <section aria-labelledby="home-shortcuts">
      <Typography id="home-shortcuts" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('home.shortcuts')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('home.noShortcuts')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {items.map((item) => (
            <Grid key={item.route.name} size={{ xs: 6, sm: 4, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={item.route.path} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="subtitle1" component="span">
                      {translate(`nav.${item.label}`)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
};
