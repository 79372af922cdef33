import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useSession } from '../../authProvider/index.ts';

/** A plain welcome for now; the real home screen comes with a later issue. */
export const Home = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { currentUser } = useSession();
  const name = identity?.fullName ?? currentUser?.username ?? '';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.home.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.home.welcome', { name })}
        </Typography>
        <Typography>{translate('app.home.intro')}</Typography>
      </CardContent>
    </Card>
  );
};
