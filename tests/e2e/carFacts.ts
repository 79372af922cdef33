import type { Page } from 'playwright-core';

/** The value a table of the car detail's facts (Car, SIM details, Readings) shows beside `label`. */
export const carFact = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')
    .textContent();

/** The status a command timeline (the car screen's or a trip's) shows for its newest `command`. */
export const timelineStatus = (page: Page, command: string) =>
  page
    .getByRole('table', { name: 'Command timeline' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: command, exact: true }) })
    .first()
    .getByRole('cell')
    .nth(3)
    .textContent();
