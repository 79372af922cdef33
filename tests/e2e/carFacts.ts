import type { Page } from 'playwright-core';

/** The value a table of the car detail's facts (Car, SIM details, Readings) shows beside `label`. */
export const carFact = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')
    .textContent();
