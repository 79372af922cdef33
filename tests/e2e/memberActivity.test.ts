import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src/domain/pagination.ts';
import type { TicketSearchRow } from '../../src/domain/tickets/tickets.ts';
import type { CustomerTripRow } from '../../src/domain/trips/trips.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

interface Member {
  customerId: number;
  trip: CustomerTripRow;
  ticket: TicketSearchRow;
}

/** The fixture member with a trip, and a ticket about that member made through the API as staff would. */
const memberWithTripsAndTickets = async (page: Page): Promise<Member> => {
  const customerId = await fixtureMemberId(page, E2E_MEMBERS.traveller);
  const [trip] = (
    await apiCall<Paginated<CustomerTripRow>>(page, `/api/internal/trip/customer/${customerId}?count=1`)
  ).data;
  if (!trip) throw new Error(`fixture member ${customerId} has no trip`);
  const { id } = await apiCall<{ id: number }>(page, '/api/tickets', {
    method: 'POST',
    body: {
      subject: 'Member asks about a trip charge',
      categories: [1],
      customers: [String(customerId)],
      department: 'Member Services',
      priority: 'Low',
      status: 'New',
    },
  });
  const [ticket] = (
    await apiCall<Paginated<TicketSearchRow>>(page, `/api/tickets?customer=${customerId}&count=1`)
  ).data;
  if (ticket?.id !== id) throw new Error(`ticket ${id} is not the member's latest`);
  return { customerId, trip, ticket };
};

const profileUrl = (member: Member, query = '') => `${baseUrl}/customer-profile/${member.customerId}${query}`;
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Secondary panel' });

describe("a member's Trips and Ticket tabs and recent activity (spec 2 Customer profile, Split screen)", () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  let member: Member;
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'msa@example.com');
    member ??= await memberWithTripsAndTickets(page());
  });

  it('lists the trips on the Trips tab and follows one to its trip page', async () => {
    await page().goto(profileUrl(member, '?tab=trips'));
    await poll(() => tab(page(), 'Trips').getAttribute('aria-selected')).toBe('true');
    const link = page().getByRole('link', { name: `Trip #${member.trip.id}`, exact: true });
    await link.waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await link.click();
    await poll(() => new URL(page().url()).pathname).toBe(`/trips/${member.trip.id}`);
  });

  it('opens the Ticket tab from the profile and follows a ticket to its edit page', async () => {
    await page().goto(profileUrl(member));
    await tab(page(), 'Ticket').click();
    await poll(() => new URL(page().url()).searchParams.get('tab')).toBe('tickets');
    const link = page().getByRole('link', { name: `Ticket #${member.ticket.id}`, exact: true });
    await link.waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await link.click();
    await poll(() => new URL(page().url()).pathname).toBe(`/edit-ticket/${member.ticket.id}`);
  });

  it('shows the recent activity beside the profile, and each sub-route its own list', async () => {
    await page().goto(profileUrl(member));
    await page().getByRole('button', { name: 'Open the split screen' }).click();
    await panel(page()).getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await panel(page())
      .getByRole('link', { name: new RegExp(`^Trip #${member.trip.id} `) })
      .waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    await page().goto(profileUrl(member, '/tickets'));
    await panel(page()).getByRole('heading', { name: 'Tickets' }).waitFor();
    await panel(page())
      .getByRole('link', { name: new RegExp(`^Ticket #${member.ticket.id} `) })
      .waitFor();

    await page().goto(profileUrl(member, '/trips'));
    await panel(page()).getByRole('heading', { name: 'Trips' }).waitFor();
    await panel(page()).getByRole('link', { name: 'All trips' }).click();
    await poll(() => new URL(page().url()).searchParams.get('tab')).toBe('trips');
    await poll(() => tab(page(), 'Trips').getAttribute('aria-selected')).toBe('true');
  });
});
