import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LocaleSwitch } from '../layout/LocaleSwitch.tsx';

/** The frame of the signed-out pages: a titled card with the language switch. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400, m: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="h5" component="h1">
              {translate(title)}
            </Typography>
            <LocaleSwitch />
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
