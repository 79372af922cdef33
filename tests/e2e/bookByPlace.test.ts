import { describe, expect, it } from 'vitest';
import type { BookingPlace } from '../../src/domain/reservations/bookingPlace.ts';
import type { AvailableVehicles } from '../../src/domain/reservations/reservations.ts';
import { apiCall } from './api.ts';
import { seriousFindings } from './axe.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

const TEXTS = {
  en: {
    tab: 'Reservation',
    table: 'Book a car',
    nearest: 'Nearest to',
    book: 'Book',
    reserved: 'The vehicle has been successfully reserved.',
    cancel: 'Cancel reservation',
    cancelTitle: 'Cancel this reservation?',
    canceled: 'The reservation has been successfully canceled',
  },
  fr: {
    tab: 'Réservation',
    table: 'Réserver une voiture',
    nearest: 'Au plus près de',
    book: 'Réserver',
    reserved: 'Le véhicule a été réservé avec succès.',
    cancel: 'Annuler la réservation',
    cancelTitle: 'Annuler cette réservation?',
    canceled: 'La réservation a été annulée avec succès',
  },
};

/** "1,234.5 km" or "1 234,5 km" → 1234.5 */
const kmOf = (text: string | null) =>
  Number((text ?? '').replace(/[\s\u202f\u00a0]|km/g, '').replace(',', '.'));

describe('booking a car by place (spec 3 Reservation, spec 7 maps geocoding, spec 8 texts), as MSA', () => {
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

  it.each(['en', 'fr'] as const)(
    'in %s: picks a parking lot, the nearest car comes first, books it; axe finds nothing serious',
    async (lang) => {
      const t = TEXTS[lang];
      await page().goto(`${baseUrl}/`);
      await page().evaluate((locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)), lang);
      await openSignedIn(page(), '/', 'msa@example.com');

      const memberId = await fixtureMemberId(page(), E2E_MEMBERS.placeBooker);
      const { data: places } = await apiCall<{ data: BookingPlace[] }>(
        page(),
        `/api/internal/reservation/places?customerId=${memberId}`,
      );
      const lot = places.find((place) => place.kind === 'parkingLot');
      if (!lot) throw new Error('the seed has no parking lot in Vancouver');

      await page().goto(`${baseUrl}/customer-profile/${memberId}?tab=reservation`);
      const available = page().getByRole('table', { name: t.table });
      await available.waitFor();
      await page().getByRole('combobox', { name: t.nearest }).click();
      await page().getByRole('option', { name: lot.label, exact: true }).click();

      // The nearest car the server knows of is the first row, and the distances only grow.
      const { data: nearest } = await apiCall<AvailableVehicles>(
        page(),
        `/api/internal/reservation/vehicle/available?fleetId=1&lat=${lot.lat}&lon=${lot.lon}&count=10`,
      );
      const first = available.getByRole('row').nth(1);
      await poll(() => first.getByRole('cell').nth(1).textContent()).toBe(nearest[0]!.plateNumber);
      const distances = await available
        .getByRole('row')
        .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent ?? ''));
      const km = distances.map(kmOf);
      expect(km.every((d) => Number.isFinite(d))).toBe(true);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(distances[0]).toMatch(lang === 'fr' ? /^\d+(,\d)?\s?km$/ : /^[\d,]+(\.\d)? km$/);

      await poll(() => page().getByRole('progressbar').count()).toBe(0);
      await page().screenshot({ path: `${SHOTS}/book-by-place-${lang}.png`, fullPage: true });
      expect(await seriousFindings(page())).toEqual([]);

      await first.getByRole('button', { name: `${t.book} ${nearest[0]!.plateNumber}` }).click();
      await page().getByText(t.reserved).waitFor();

      // The member holds one car at a time: the next language's run books again.
      await page().getByRole('button', { name: t.cancel }).click();
      const dialog = page().getByRole('dialog', { name: t.cancelTitle });
      await dialog.getByRole('button', { name: t.cancel }).click();
      await page().getByText(t.canceled).waitFor();
    },
  );
});
