import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/index.ts';
import { ApplyPromoDialog } from './ApplyPromoDialog.tsx';
import { applicableMatch, type PromoCodeMatch } from './promoCodeMatch.ts';

/**
 * Spec 2 Apply promo code: the code is looked up; one active promotion with it opens the Apply
 * Promo Code modal, anything else is an invalid code, said at the field.
 */
export const ApplyPromoCode = ({ customerId }: { customerId: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [match, setMatch] = useState<PromoCodeMatch>();
  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setInvalid(true);
    let matches: PromoCodeMatch[] = [];
    try {
      matches = await dataProvider.call<PromoCodeMatch[]>('promoCode', 'FETCH', { id: code.trim() });
    } catch {
      // Not found is an invalid code; the field says so either way.
    }
    const found = applicableMatch(Array.isArray(matches) ? matches : [], code);
    setInvalid(!found);
    setMatch(found);
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={lookUp} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={translate('applyPromo.code')}
        value={code}
        onChange={(event) => (setCode(event.target.value), setInvalid(false))}
        error={invalid}
        helperText={invalid ? translate('applyPromo.errors.invalidCode') : ' '}
        slotProps={{ htmlInput: { maxLength: 44 } }}
      />
      <Button type="submit" variant="outlined">
        {translate('applyPromo.apply')}
      </Button>
      {match ? (
        <ApplyPromoDialog customerId={customerId} promotion={match} onClose={() => setMatch(undefined)} />
      ) : null}
    </Stack>
  );
};
