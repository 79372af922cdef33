import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PARKING_TICKET_CATEGORY } from '../../src/domain/trips/parkingTicket.ts';
import type { Ticket } from '../../src/domain/tickets/tickets.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { poll, screenShows, useSignedInPage } from './browser.ts';
import { E2E_CARS, E2E_MEMBERS } from './fixtures.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
const car = E2E_CARS.ticketed;
const member = E2E_MEMBERS.ticketed;

/**
 * Types the time written on a ticket into the day and time pickers (yyyy-MM-dd, then
 * hh:mm:ss a in English, HH:mm:ss in French): `time` as the sections' digits and, in English,
 * the meridiem's letter, e.g. '023500P' or '143500'.
 */
const typeTicketTime = async (page: Page, day: string, time: string) => {
  for (const [label, typed] of [
    [/^(Date on the ticket|Date sur la contravention)/, day.replaceAll('-', '')],
    [/^(Time on the ticket|Heure sur la contravention)/, time],
  ] as const) {
    await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
    await page.keyboard.type(typed);
  }
};

/** Picks a value of one of the new ticket's dropdowns. */
const choose = async (page: Page, name: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Looks the ticketed car up, by its plate, at the ticket's wall-clock time in Montreal. */
const lookUp = async (page: Page, day: string, time: string, find = 'Find the trip') => {
  await page.getByRole('textbox', { name: /^(Plate or VIN|Plaque ou NIV)/ }).fill(car.plate_number);
  await typeTicketTime(page, day, time);
  await page.getByRole('button', { name: find, exact: true }).click();
};

describe('parking ticket look-up, as SUPPORT', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('support@example.com', {
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });

  it('finds the trip and member behind a ticket, says when there was none, and opens a pre-filled ticket', async () => {
    await page().getByRole('button', { name: 'More' }).click();
    await page().getByRole('menuitem', { name: 'Parking ticket', exact: true }).click();
    await screenShows(page(), 'Parking Ticket');
    await page()
      .getByText('Enter the plate or VIN and the date and time written on the parking ticket', {
        exact: false,
      })
      .waitFor();

    // Before the car's only trip (14:00-15:30 that day): nothing to find, and said so.
    await lookUp(page(), '2025-03-14', '014500P');
    await page()
      .getByRole('status')
      .filter({ hasText: `No trip at that time: ${car.plate_number} had no trip by` })
      .waitFor();

    // 14:35 in Montreal, the car's city: the trip under way then, and its member.
    await lookUp(page(), '2025-03-14', '023500P');
    const result = page().getByRole('region', { name: 'The trip behind the parking ticket' });
    await result.getByText('Trip in progress at that time', { exact: true }).waitFor();
    await result
      .getByText(`${member.first_name} ${member.last_name} · ${member.customer_number}`, { exact: true })
      .waitFor();
    // The typed time is the wall clock in the car's city, and is shown back as such.
    const shown = await result.textContent();
    expect(shown).toContain('from Mar 14, 2025, 2:00 p.m. EDT to Mar 14, 2025, 3:30 p.m. EDT');
    expect(shown).toContain('Ticket time: Mar 14, 2025, 2:35 p.m. EDT');
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await page().screenshot({ path: `${SHOTS}/parking-ticket.png`, fullPage: true });

    await result.getByRole('link', { name: 'Open a ticket' }).click();
    await screenShows(page(), 'New Ticket');
    await page()
      .getByRole('button', { name: new RegExp(member.customer_number) })
      .first()
      .waitFor();
    await page()
      .getByRole('button', { name: new RegExp(car.plate_number) })
      .first()
      .waitFor();
    await page().getByText('Parking ticket dispute').first().waitFor();
    await page()
      .getByRole('textbox', { name: /^Subject/ })
      .fill(`Parking ticket ${car.plate_number}`);
    await choose(page(), 'Department', 'Member Services');
    await choose(page(), 'Priority', 'Medium');
    await page().getByRole('button', { name: 'Save', exact: true }).click();
    await page().waitForURL(/\/ticket-confirmation\?ticketId=\d+/);
    const saved = page().getByRole('status').filter({ hasText: 'has been saved' });
    const id = Number(/#(\d+)/.exec((await saved.textContent()) ?? '')?.[1]);
    const ticket = await apiCall<Ticket>(page(), `/api/tickets/${id}`);
    expect(ticket.categories).toEqual([PARKING_TICKET_CATEGORY]);
    expect(ticket.customers.map((c) => c.fullName)).toEqual([`${member.first_name} ${member.last_name}`]);
    expect(ticket.vehicles).toEqual([{ vin: car.vin, plateNumber: car.plate_number }]);
  });

  it('reads in French, the time typed on a 24-hour clock (README, Departures from the spec)', async () => {
    await page().evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('fr')));
    await page().goto(`${baseUrl}/parking-ticket`);
    await screenShows(page(), 'Contravention');
    await lookUp(page(), '2025-03-14', '143500', 'Trouver le trajet');
    const time = page().getByRole('group', { name: /^Heure sur la contravention/ });
    await poll(() => time.textContent()).toMatch(/^14:35:00/);
    await page().getByText('Trajet en cours à ce moment', { exact: true }).waitFor();
    await poll(() => page().getByRole('link', { name: 'Ouvrir un billet' }).count()).toBe(1);
    expect(await page().getByText('Ce champ est requis').count()).toBe(0);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await page().screenshot({ path: `${SHOTS}/parking-ticket-fr.png`, fullPage: true });
  });
});
