import { useEffect, type ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { LocaleButton } from '../../custom/layout/LocaleButton.tsx';
import { useSignIn } from './signInContext.ts';

/**
 * The frame of the signed-out pages: the product's name, a titled card with the language
 * switch; the browser tab reads the page, then the product.
 */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const { translate, locale, setLocale } = useSignIn();
  const heading = translate(title);
  const product = translate('app.title');
  useEffect(() => {
    document.title = `${heading} · ${product}`;
  }, [heading, product]);
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
        {product}
      </Typography>
      <Card sx={{ width: '100%', maxWidth: 400, m: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="h5" component="h1">
              {heading}
            </Typography>
            <LocaleButton locale={locale} setLocale={setLocale} translate={translate} />
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
