import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, useSignedInPage } from './browser.ts';
import { E2E_CARS, E2E_MEMBERS } from './fixtures.ts';
import { timelineStatus } from './carFacts.ts';
import { baseUrl } from './product.ts';

/** Where the journeys leave their 1440×900 pictures of the trip screen, for a person to look at. */
const SHOTS = process.env.E2E_SCREENSHOTS;

const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

/** Opens the one trip of `member` from the trip list, as staff would. */
const openTrip = async (page: Page, member: { customer_number: string }, plate: string) => {
  await page.goto(`${baseUrl}/trips`);
  await page.getByLabel('Customer number').fill(member.customer_number);
  // Once the filter is in the URL: a click before it lands is undone by the list's navigation.
  await poll(() => decodeURIComponent(page.url())).toContain(member.customer_number);
  await page.getByRole('row').filter({ hasText: plate }).getByRole('link').first().click();
  await page.getByRole('heading', { name: 'Troubleshooting', exact: true }).waitFor();
};

describe('where a trip stands, ended or under way, as the operations centre (spec 3 Trip info, spec 4 Trip troubleshooting commands)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('oc@example.com', { viewport: { width: 1440, height: 900 }, bypassCSP: true });

  it('locks the car of a trip that ended an hour ago, waking it first, and shows the answer on the trip screen', async () => {
    await openTrip(page(), E2E_MEMBERS.returner, E2E_CARS.returned.plate_number);
    await page().getByText('No command has been sent from this trip or to its car during it.').waitFor();
    // The ended trip offers the car's commands, not the trip's.
    expect(await page().getByRole('button', { name: 'End trip', exact: true }).count()).toBe(0);

    await page().getByRole('button', { name: 'Lock doors', exact: true }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // Parked an hour ago: the box sleeps, so the one confirmation wakes it (5 to 20 s) and the
    // screen sends the lock by itself once it answers (spec 4).
    await page().getByRole('status').getByText('Waking the car…', { exact: false }).waitFor();
    await page().getByText('Lock doors: Confirmed.', { exact: true }).waitFor();
    // Both commands, sent after the trip ended, are in its timeline with their outcomes.
    await poll(() => timelineStatus(page(), 'Lock doors')).toBe('Confirmed');
    await poll(() => timelineStatus(page(), 'Wake up')).toBe('Confirmed');
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await shoot(page(), 'trip-ended-lock-answered');
  });

  it("shows an active trip's route so far, the car's latest position and the distance so far", async () => {
    await openTrip(page(), E2E_MEMBERS.driver, E2E_CARS.driving.plate_number);
    const caption = page().getByText(/^From .*; latest position .*, reported /);
    await caption.waitFor();
    // The route is drawn: the map holds the line and its two dots.
    await poll(() => page().locator('.leaflet-overlay-pane path').count()).toBe(3);
    const facts = page().getByRole('table', { name: 'Trip' });
    const distance = facts.getByRole('row').filter({ hasText: 'Distance so far' });
    await poll(() => distance.textContent()).toMatch(/Distance so far\s*\d+(\.\d)? km/);
    expect(await distance.textContent()).not.toMatch(/so far\s*0(\.0)? km/);
    const telemetry = page().getByRole('heading', { name: 'Telemetry', exact: true });
    await telemetry.waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await shoot(page(), 'trip-under-way');
  });
});
