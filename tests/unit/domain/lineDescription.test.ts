import type { TranslationMessages } from 'ra-core';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.ts';
import fr from '../../../i18n/fr.ts';
import {
  ADJUSTMENT_REASONS,
  REVERSAL_REASONS,
  type LedgerLineRow,
} from '../../../src/domain/billing/ledger.ts';
import { describeLine } from '../../../src/domain/billing/lineDescription.ts';
import { createTranslator } from '../../../src/pages/auth/translator.ts';

const english = createTranslator(en as TranslationMessages);
const french = createTranslator(fr as TranslationMessages);

const line = (more: Partial<LedgerLineRow>): LedgerLineRow => ({
  id: 1,
  customerId: 2,
  postedAt: '2026-02-01T10:00:00.000Z',
  kind: 'accountFee',
  amount: 0,
  tax: 0,
  total: 0,
  tripId: null,
  paymentId: null,
  feeCode: null,
  reversesId: null,
  reason: null,
  note: null,
  details: null,
  staffName: null,
  reversible: null,
  ...more,
});

describe('spec 2 Customer profile, All billing: what a ledger line is about', () => {
  it('spec 3 Billing fee: a trip fee names the fee, then its trip', () => {
    const fee = line({ kind: 'tripFee', feeCode: 'petHair', tripId: 41 });
    expect(describeLine(fee, english)).toBe('Pet hair fee · Trip #41');
    expect(describeLine(fee, french)).toBe('Frais de poils d’animaux · Trajet nº 41');
  });

  it('spec 2 Fee reversal: a reversal names the line it takes back, its reason and the note', () => {
    const reversal = line({
      kind: 'feeReversal',
      reversesId: 7,
      reason: 'chargedInError',
      note: 'Card swap',
    });
    expect(describeLine(reversal, english)).toBe('Reverses line #7 · Charged in error · Card swap');
  });

  it('spec 3 Payment: a payment line names its payment; an automatic trip line its trip', () => {
    expect(describeLine(line({ kind: 'payment', paymentId: 9 }), english)).toBe('Payment #9');
    expect(describeLine(line({ kind: 'trip', tripId: 41 }), english)).toBe('Trip #41');
  });

  it("spec 3 Free minute: a free-minute line (zero money) reads its minutes and the grant's reason, in both languages", () => {
    const grant = line({ kind: 'freeMinutes', reason: 'Service Recovery', details: { minutes: 45 } });
    expect(describeLine(grant, english)).toBe('Free minutes granted: 45 · Service Recovery');
    expect(describeLine(grant, french)).toMatch(/^Minutes gratuites accordées : 45 · /);
    const cancel = line({ kind: 'freeMinutesCancel', details: { minutes: -1 } });
    expect(describeLine(cancel, english)).toBe('Free minutes cancelled: 1');
  });

  it('every reason of the modals has a text in both languages; an unknown code shows as itself', () => {
    for (const reason of [...ADJUSTMENT_REASONS, ...REVERSAL_REASONS]) {
      expect(describeLine(line({ reason }), english)).not.toBe(reason);
      expect(describeLine(line({ reason }), french)).not.toBe(reason);
    }
    expect(describeLine(line({ feeCode: 'newFee' }), english)).toBe('newFee');
  });
});
