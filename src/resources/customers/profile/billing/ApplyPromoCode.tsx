import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/index.ts';
import { ApplyPromoDialog } from './ApplyPromoDialog.tsx';
import type { PromoCodeMatch } from '../../../../domain/promotions/promoCodeLookup.ts';
import { MESSAGES } from '../../../../domain/validation.ts';
import { applicableMatch } from './promoCodeMatch.ts';

/**
 * Spec 2 Apply promo code: the code must be entered ("Required"); it is looked up for this
 * member, and one active promotion with it, started and not applied to the member already,
 * opens the Apply Promo Code modal; anything else is said at the field.
 */
export const ApplyPromoCode = ({ customerId }: { customerId: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [match, setMatch] = useState<PromoCodeMatch>();
  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setRefusal(MESSAGES.required);
    let matches: PromoCodeMatch[] = [];
    try {
      matches = await dataProvider.call<PromoCodeMatch[]>('promoCode', 'FETCH', {
        id: code.trim(),
        urlQuery: { customerId: String(customerId) },
      });
    } catch {
      // Not found is an invalid code; the field says so either way.
    }
    const judged = applicableMatch(Array.isArray(matches) ? matches : [], code);
    setRefusal('refusal' in judged ? judged.refusal : undefined);
    setMatch('promotion' in judged ? judged.promotion : undefined);
  };
  return (
    // noValidate: the field says "Required" in the product's words, not the browser's bubble.
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1}
      onSubmit={lookUp}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={translate('applyPromo.code')}
        required
        value={code}
        onChange={(event) => (setCode(event.target.value), setRefusal(undefined))}
        error={refusal !== undefined}
        helperText={refusal ? translate(refusal) : ' '}
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
