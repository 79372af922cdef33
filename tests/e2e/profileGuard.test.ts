import type { Dialog, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { apiCall } from './api.ts';
import { seriousFindings } from './axe.ts';
import { openSignedIn, poll, screenShows, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

const PROMPT = 'Changes you made may not be saved. Leave?';

const emailInput = (page: Page) =>
  page.getByRole('region', { name: 'Contact' }).getByRole('textbox', { name: /E-mail/ });

describe("spec 2: leaving an edited profile asks 'Changes you made may not be saved. Leave?'", () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'msa@example.com');
  });

  /** Answers the next prompt, and keeps its text. */
  const answerNext = (prompts: string[], accept: boolean) =>
    page().once('dialog', (dialog: Dialog) => {
      prompts.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });

  it('asks on a ?tab= change and on leaving the page; refused, the edit stays; accepted, the page is left', async () => {
    // The sixth member in customer-number order; nothing is saved here.
    const { data } = await apiCall<Paginated<CustomerSearchRow>>(
      page(),
      '/api/customer-process/searchCustomer?sort=customerNumber&count=6',
    );
    const member = data[5];
    if (!member) throw new Error('the demo data has fewer than six members');
    const profileUrl = `${baseUrl}/customer-profile/${member.id}`;
    await page().goto(profileUrl);
    await poll(() => emailInput(page()).inputValue()).toBe(member.emailAddress);
    expect(await seriousFindings(page())).toEqual([]);
    await emailInput(page()).fill(`edited.${member.emailAddress}`);

    const prompts: string[] = [];
    answerNext(prompts, false);
    await page().getByRole('tab', { name: 'Trips' }).click();
    await poll(() => prompts).toEqual([PROMPT]);
    expect(page().url()).toBe(profileUrl);
    expect(await emailInput(page()).inputValue()).toBe(`edited.${member.emailAddress}`);

    answerNext(prompts, false);
    await page().getByRole('link', { name: 'Members' }).first().click();
    await poll(() => prompts).toEqual([PROMPT, PROMPT]);
    expect(page().url()).toBe(profileUrl);

    answerNext(prompts, true);
    await page().getByRole('link', { name: 'Members' }).first().click();
    await screenShows(page(), 'Customer search');
    expect(prompts).toEqual([PROMPT, PROMPT, PROMPT]);
  });
});
