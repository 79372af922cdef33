import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, useSignedInPage } from './browser.ts';
import { carFact } from './carFacts.ts';
import { E2E_CARS } from './fixtures.ts';
import { baseUrl } from './product.ts';

/** Asks for a command or a state change and confirms it, as staff would. */
const confirmAction = async (page: Page, name: string) => {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
};

/** The car's screen, once its facts have loaded. */
const openCar = async (page: Page, vin: string) => {
  await page.goto(`${baseUrl}/cars/${vin}`);
  await page.getByRole('table', { name: 'Car', exact: true }).waitFor();
};

/** What the car screen says of members being offered the car. */
const offeredToMembers = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /offered to members/i })
    .textContent();

/** From the car screen, the trip under way in the car, ended by `command`; back on the car. */
const endTripFromCar = async (page: Page, vin: string, command: string) => {
  await openCar(page, vin);
  await page.getByRole('link', { name: /^Open trip \d+$/ }).click();
  await page.getByRole('heading', { name: 'Troubleshooting', exact: true }).waitFor();
  await confirmAction(page, command);
  await page
    .getByRole('status')
    .getByText(new RegExp(`^${command}: Confirmed\\.`))
    .waitFor();
  // An ended trip offers no trip command any more.
  await poll(() => page.getByRole('button', { name: 'Terminate trip', exact: true }).count()).toBe(0);
  await openCar(page, vin);
};

describe('a fleet day without dead ends (spec 4 Car state changes, Trip troubleshooting commands)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('fleet@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it('terminates one trip and releases another, then moves each freed car on', async () => {
    // Terminated with its box asleep: the car is freed and offered to members again.
    await endTripFromCar(page(), E2E_CARS.terminated.vin, 'Terminate trip');
    await poll(() => carFact(page(), 'Car', 'Status')).toBe('Available');
    await poll(() => offeredToMembers(page())).toBe('Offered to members.');
    await confirmAction(page(), 'Out of service');
    await page().getByText('Car moved to out of service').waitFor();
    await poll(() => carFact(page(), 'Car', 'Status')).toBe('Out of service');
    // The change did not wait for the box; the immobilizer that goes with it is offered, and the
    // screen wakes the sleeping box (5 to 20 s) before sending it.
    const offer = page().getByRole('alert').filter({ hasText: 'engage its immobilizer' });
    await offer.getByRole('button', { name: 'Engage immobilizer', exact: true }).click();
    await page().getByText('Engage immobilizer: Confirmed.', { exact: true }).waitFor();

    // Released with its box dead: freed, flagged for the field team, not offered while silent.
    await endTripFromCar(page(), E2E_CARS.released.vin, 'Release member');
    await poll(() => carFact(page(), 'Car', 'Status')).toBe('Available');
    await page()
      .getByText(/the field team is to check it/)
      .waitFor();
    await poll(() => offeredToMembers(page())).toMatch(
      /^Not offered to members: its box has not reported since/,
    );
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await confirmAction(page(), 'Total loss');
    await page().getByText('Car marked as Total Loss').waitFor();
    await poll(() => carFact(page(), 'Car', 'Status')).toBe('Total loss');
  });

  it('takes a car whose box has been dead for a week out of service, and says why members are not offered it', async () => {
    await openCar(page(), E2E_CARS.deadBox.vin);
    await poll(() => offeredToMembers(page())).toMatch(
      /^Not offered to members: its box has not reported since .* \(more than 24 hours\)\.$/,
    );
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await confirmAction(page(), 'Out of service');
    await page().getByText('Car moved to out of service').waitFor();
    await poll(() => carFact(page(), 'Car', 'Status')).toBe('Out of service');
    await page().getByRole('alert').filter({ hasText: 'engage its immobilizer' }).waitFor();
    await poll(() => offeredToMembers(page())).toMatch(
      /^Not offered to members: its state is Out of service; its box/,
    );
  });
});
