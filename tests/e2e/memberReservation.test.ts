import { describe, expect, it } from 'vitest';
import type { ReservationList } from '../../src/domain/reservations/reservations.ts';
import { apiCall } from './api.ts';
import { seriousFindings } from './axe.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

/** Seconds left on the countdown: "29 min 58 s" → 1798. */
const secondsOf = (text: string | null) => {
  const minutes = /(\d+) min/.exec(text ?? '')?.[1] ?? '0';
  const seconds = /(\d+) s/.exec(text ?? '')?.[1];
  if (seconds === undefined) throw new Error(`not a countdown: ${text}`);
  return Number(minutes) * 60 + Number(seconds);
};

describe('the Reservation tab (spec 4 Reservation, spec 8 texts), as MSA', () => {
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

  it('books a car for a member, sees it count down, cancels it; axe finds nothing serious', async () => {
    await openSignedIn(page(), '/', 'msa@example.com');

    // A member who may book (active, not suspended) and holds no car now.
    const memberId = await fixtureMemberId(page(), E2E_MEMBERS.booker);
    const { data: held } = await apiCall<ReservationList>(
      page(),
      `/api/vehicle-service/reservation?customerId=${memberId}&count=1`,
    );
    expect(held).toEqual([]);

    await page().goto(`${baseUrl}/customer-profile/${memberId}?tab=reservation`);
    await page()
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByText('Reservation', { exact: true })
      .waitFor();
    await page().getByText('The member has no current reservation.').waitFor();

    const available = page().getByRole('table', { name: 'Book a car' });
    const book = available.getByRole('button', { name: /^Book / }).first();
    const plate = (await book.getAttribute('aria-label'))!.replace(/^Book /, '');
    await book.click();
    await page().getByText('The vehicle has been successfully reserved.').waitFor();

    const timer = page().getByRole('timer', { name: 'Time remaining' });
    const first = secondsOf(await timer.textContent());
    expect(first).toBeGreaterThan(29 * 60 - 30);
    expect(first).toBeLessThanOrEqual(30 * 60);
    await poll(async () => secondsOf(await timer.textContent())).toBeLessThan(first);
    // The booked car is no longer offered; the history shows it active.
    await poll(() => available.getByRole('button', { name: `Book ${plate}` }).count()).toBe(0);
    const history = page().getByRole('table', { name: 'Reservations' });
    await history.getByText('Active').first().waitFor();

    await poll(() => page().getByRole('progressbar').count()).toBe(0);
    await page().screenshot({ path: `${SHOTS}/member-reservation.png`, fullPage: true });
    expect(await seriousFindings(page())).toEqual([]);

    await page().getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page().getByRole('dialog', { name: 'Cancel this reservation?' });
    await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
    await page().getByText('The reservation has been successfully canceled').waitFor();
    await page().getByText('The member has no current reservation.').waitFor();
    await history.getByText('Canceled').first().waitFor();
    await available.getByRole('button', { name: `Book ${plate}` }).waitFor();
  });
});
