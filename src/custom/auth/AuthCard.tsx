import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LocaleSwitch } from '../layout/LocaleSwitch.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/**
 * The frame of the signed-out pages: the product's name, a titled card with the language
 * switch; the browser tab reads the page, then the product.
 */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  useDocumentTitle(translate(title));
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
      }}
    >
      <Typography component="p" variant="h4" sx={{ fontWeight: 600, color: 'primary.dark' }}>
        {translate('app.title')}
      </Typography>
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
