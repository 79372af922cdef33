import { render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider, type I18nProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MassImportEntry } from '../../src/domain/imports/massImport.ts';
import { ImportLog } from '../../src/resources/imports/ImportLog.tsx';
import { englishI18n, frenchI18n, noSavedSearches } from './testProviders.ts';

const entry = (id: string, values: Partial<MassImportEntry>): MassImportEntry => ({
  id,
  startedAt: '2026-11-20T14:00:00.000Z',
  finishedAt: '2026-11-20T14:01:00.000Z',
  type: 'addFreeMinutes',
  status: 'completed',
  fileName: `minutes-${id}.csv`,
  total: 2,
  processed: 2,
  success: 2,
  failed: 0,
  duplicates: 0,
  staffName: 'Nora Tremblay',
  detailsLocation: null,
  ...values,
});

/** A file imported, then the same file again: its rows were all applied the first time. */
const ENTRIES = [
  entry('12', { success: 0, duplicates: 2, detailsLocation: 'import/12-details.csv' }),
  entry('11', {}),
];

const renderLog = (i18nProvider: I18nProvider) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        ...noSavedSearches,
        getList: (async () => ({ data: ENTRIES, total: ENTRIES.length })) as never,
      })}
      i18nProvider={i18nProvider}
    >
      <ImportLog />
    </AdminContext>,
  );

const rowOf = async (fileName: string) => (await screen.findByText(fileName)).closest('tr')!;

describe('spec 3 Mass import log entry, spec 4 Import status', () => {
  beforeEach(() => {
    window.location.hash = '#/';
  });

  it('names each entry’s file, says a rerun changed nothing, and names the details button by its word', async () => {
    renderLog(englishI18n());
    const rerun = within(await rowOf('minutes-12.csv'));
    expect(rerun.getByText('All 2 rows were applied before')).toBeInTheDocument();
    // WCAG 2.5.3: the accessible name starts with the word shown.
    expect(rerun.getByRole('button', { name: 'Details: import-12-details.csv' })).toHaveTextContent(
      /^Details$/,
    );
    const first = within(await rowOf('minutes-11.csv'));
    expect(first.getByText('Completed')).toBeInTheDocument();
    expect(first.queryByText(/applied before/)).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'File' })).toBeInTheDocument();
  });

  it('says it in French', async () => {
    renderLog(frenchI18n());
    const rerun = within(await rowOf('minutes-12.csv'));
    expect(rerun.getByText('Les 2 lignes étaient déjà appliquées')).toBeInTheDocument();
    expect(rerun.getByRole('button', { name: 'Détails : import-12-details.csv' })).toHaveTextContent(
      /^Détails$/,
    );
    expect(screen.getByRole('columnheader', { name: 'Fichier' })).toBeInTheDocument();
  });
});
