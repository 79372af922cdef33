import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BillingSummary } from '../../src/domain/billing/billingSummary.ts';
import type { LedgerLinesResult } from '../../src/domain/billing/ledgerLines.ts';
import type { MonthlyStatementList } from '../../src/domain/billing/statements.ts';
import { formatCurrency, formatMonth } from '../../src/domain/formats.ts';
import { pdfText } from '../support/pdfText.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { poll, useSignedInPage } from './browser.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { baseUrl } from './product.ts';

const summaryOf = (page: Page, customerId: number) =>
  apiCall<BillingSummary>(page, `/api/customers-billing/balances?customerId=${customerId}`);
const linesOf = async (page: Page, customerId: number) =>
  (
    await apiCall<LedgerLinesResult>(
      page,
      `/api/customers-billing/transactiondetails?customerId=${customerId}&count=50`,
    )
  ).data;

/** The balance as the All billing view shows it. */
const shownBalance = (page: Page) =>
  page.getByRole('region', { name: 'Balance summary' }).getByTestId('billing-balance').textContent();

/** The ledger's row whose description reads `text` (its lines' descriptions tell them apart). */
const lineRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe("a member's Billing tab as sysadm (the browser journey)", () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('sysadm@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });
  let customerId: number;
  beforeEach(async () => {
    customerId ??= await fixtureMemberId(page(), E2E_MEMBERS.biller);
  });

  const openBilling = async (view = '') => {
    await page().goto(`${baseUrl}/customer-profile/${customerId}?tab=billing${view && `&view=${view}`}`);
    await poll(() =>
      page().getByRole('tab', { name: 'Billing', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
  };

  it('charges an account fee with its GST through the modal and reverses it from its line, the balance following', async () => {
    // The fixture's paid trip and its card replacement fee ($10.00 + GST) owed.
    expect((await summaryOf(page(), customerId)).balance).toBe(10.5);
    await openBilling();
    await poll(() => shownBalance(page())).toBe('$10.50');
    await lineRow(page(), 'Membership card replacement').waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    await page().getByRole('button', { name: 'Account fee', exact: true }).click();
    const feeDialog = page().getByRole('dialog', { name: 'Account fee' });
    await feeDialog.getByRole('combobox', { name: /Fee/ }).click();
    await page().getByRole('option', { name: 'Administration fee — $15.00' }).click();
    await feeDialog.getByRole('textbox', { name: 'Note' }).fill('Paperwork for a lost card');
    expect(await seriousFindings(page())).toEqual([]);
    await feeDialog.getByRole('button', { name: 'Save' }).click();
    await page().getByText('Fee charged').waitFor();
    await feeDialog.waitFor({ state: 'detached' });

    // Spec 9: $15.00 and its GST of 5 %, $0.75.
    await poll(() => shownBalance(page())).toBe('$26.25');
    const fee = (await linesOf(page(), customerId)).find((l) => l.feeCode === 'administration');
    expect(fee).toMatchObject({ kind: 'accountFee', amount: 15, tax: 0.75, reversible: 15.75 });
    expect((await summaryOf(page(), customerId)).balance).toBe(26.25);

    const feeRow = lineRow(page(), 'Administration fee');
    await feeRow.getByRole('button', { name: 'Reverse' }).click();
    const reversal = page().getByRole('dialog', { name: 'Fee reversal' });
    await reversal.getByText('Administration fee: $15.75 left to reverse of $15.75.').waitFor();
    // The whole of what is left, the usual reversal, is offered.
    expect(await reversal.getByLabel(/Amount, GST included/).inputValue()).toBe('15.75');
    await reversal.getByRole('combobox', { name: /Reason/ }).click();
    await page().getByRole('option', { name: 'Charged in error' }).click();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await reversal.getByRole('button', { name: 'Save' }).click();
    await page().getByText('Fee reversed').waitFor();
    await reversal.waitFor({ state: 'detached' });

    await poll(() => shownBalance(page())).toBe('$10.50');
    await lineRow(page(), `Reverses line #${fee!.id}`).waitFor();
    // Nothing is left of the fee to reverse; the card replacement, untouched, still may be.
    await poll(() => feeRow.getByRole('button', { name: 'Reverse' }).count()).toBe(0);
    expect(
      await lineRow(page(), 'Membership card replacement').getByRole('button', { name: 'Reverse' }).count(),
    ).toBe(1);
    expect((await summaryOf(page(), customerId)).balance).toBe(10.5);
  });

  it('downloads the statement of the latest month in English, then in French from the French screen, each saying the balance due', async () => {
    const [latest] = (
      await apiCall<MonthlyStatementList>(
        page(),
        `/api/customers-billing/monthlyStatementList?customerId=${customerId}`,
      )
    ).data;
    if (!latest) throw new Error(`fixture member ${customerId} has no statement`);
    // Spec 3, Billing statement: the latest month closes on the balance the summary shows.
    const { balance } = await summaryOf(page(), customerId);
    // pdfText reads any space as a plain one, the French amount's narrow no-break space too.
    const due = (lang: 'en' | 'fr') => formatCurrency(Math.max(balance, 0), lang).replace(/\s+/gu, ' ');
    const downloaded = async (name: string, fileName: string) => {
      const button = page().getByRole('button', { name });
      await button.waitFor();
      await settled(page());
      expect(await seriousFindings(page())).toEqual([]);
      const download = page().waitForEvent('download');
      await button.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName);
      return (await pdfText(await readFile((await file.path())!))).join(' ');
    };

    await openBilling('statements');
    await poll(() =>
      page().getByRole('tab', { name: 'Statements', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    const english = await downloaded(
      `Download the statement for ${formatMonth(latest.month, 'en')} in English`,
      `statement-${latest.month}-en.pdf`,
    );
    expect(english).toContain(`Amount due ${due('en')}`);

    await page()
      .getByRole('button', { name: /Switch language to FR/ })
      .click();
    await page().getByRole('tab', { name: 'Relevés', exact: true }).waitFor();
    const french = await downloaded(
      `Télécharger le relevé pour ${formatMonth(latest.month, 'fr')} en Français`,
      `statement-${latest.month}-fr.pdf`,
    );
    expect(french).toContain(`Montant dû ${due('fr')}`);
  });

  it("opens a payment from its line's details and follows it to the payment's page", async () => {
    const payment = (await linesOf(page(), customerId)).find((l) => l.kind === 'payment');
    if (!payment?.paymentId) throw new Error(`fixture member ${customerId} has no payment line`);
    await openBilling();
    await page()
      .getByRole('button', { name: `Details of line ${payment.id}`, exact: true })
      .click();
    const dialog = page().getByRole('dialog', { name: `Payment #${payment.paymentId}` });
    await poll(() => dialog.locator('dl').textContent()).toContain('ch_e2e_bill');
    expect(await dialog.locator('dl').textContent()).toContain('$21.02');
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    await dialog.getByRole('link', { name: 'Open the payment page' }).click();
    await poll(() => new URL(page().url()).pathname).toBe(`/payments/${payment.paymentId}`);
    await page()
      .getByRole('heading', { level: 1, name: `Payment #${payment.paymentId}`, exact: true })
      .waitFor();
    await poll(() => page().locator('dl').textContent()).toContain('ch_e2e_bill');
  });
});
