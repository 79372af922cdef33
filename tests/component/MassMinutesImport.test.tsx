import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { EngineContext, useEngineEffects } from '../../src/custom/layout/EngineContext.ts';
import { createDataProvider, createEngine } from '../../src/dataProvider/index.ts';
import { MAX_UPLOAD_BYTES } from '../../src/domain/files/fileRules.ts';
import type { DryRunReport } from '../../src/domain/imports/massImport.ts';
import { MassMinutesImport } from '../../src/resources/imports/MassMinutesImport.tsx';
import { englishI18n, frenchI18n } from './testProviders.ts';

const STORED = {
  id: 9,
  fileName: 'minutes.csv',
  fileLocation: '2026-11/0123456789abcdef0123456789abcdef.csv',
  contentType: 'text/csv; charset=utf-8',
  size: 40,
};
const REPORT: DryRunReport = {
  encoding: 'windows-1252',
  separator: 'semicolon',
  total: 3,
  valid: 1,
  problems: [
    { row: 2, reference: 'R-2', field: 'reference', message: 'imports.duplicate' },
    { row: 3, reference: 'R-3', field: 'minutes', message: 'validation.required' },
  ],
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The engine translates a refusal's message key as the app does. */
const Effects = () => {
  useEngineEffects();
  return null;
};

/** The real engine and data provider; the network is a double answering the upload and the dry run. */
const renderImport = ({
  i18n = englishI18n(),
  uploaded = json(STORED, 201),
}: { i18n?: ReturnType<typeof englishI18n>; uploaded?: Response } = {}) => {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes('/files/upload') ? uploaded : json(REPORT, 200),
  );
  const engine = createEngine({
    config: { apiBase: '/api', vehicleApiBase: '/api', fleetApiBase: '/api' },
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: async () => 'token',
  });
  render(
    <EngineContext.Provider value={engine}>
      <AdminContext dataProvider={createDataProvider(engine)} i18nProvider={i18n}>
        <Effects />
        <MassMinutesImport onStarted={vi.fn()} />
      </AdminContext>
    </EngineContext.Provider>,
  );
  return { fetch };
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('Mass Minutes Import (spec 1, spec 5 File upload)', () => {
  it('spec 5: refuses a file of another type or over 1 MB before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetch } = renderImport();
    await user.upload(fileInput(), new File(['a,b'], 'minutes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only a .csv file is accepted');
    await user.upload(fileInput(), new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'minutes.csv'));
    expect(screen.getByRole('alert')).toHaveTextContent('The file must be at most 1 MB');
    expect(screen.getByRole('button', { name: 'Dry run' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a dry run uploads the file as an import file, posts it with dryRun and shows the row report, translated', async () => {
    const user = userEvent.setup();
    const { fetch } = renderImport();
    await user.upload(
      fileInput(),
      new File(['reference,minutes\nR-1,30\n'], 'minutes.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    const table = await screen.findByRole('table', { name: 'The rows that would not be imported, and why' });
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/files/upload?kind=csv');
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toContain('/api/freeminutes-massimport');
    expect(JSON.parse(String(init.body))).toEqual({ fileLocation: STORED.fileLocation, dryRun: true });
    expect(screen.getByText('1 of 3 rows can be imported.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Read as Windows-1252 (Excel “CSV (Comma delimited)”), columns separated by semicolons.',
      ),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'R-2', 'reference', 'Already imported (same reference)'],
      ['3', 'R-3', 'minutes', 'Required'],
    ]);
  });

  it('spec 5 File upload: the dry run says, in French too, which encoding and separator it read', async () => {
    const user = userEvent.setup();
    renderImport({ i18n: frenchI18n() });
    await user.upload(fileInput(), new File(['reference;minutes\n'], 'minutes.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Essai à blanc' }));
    expect(
      await screen.findByText(
        'Lu en Windows-1252 (« CSV (séparateur : point-virgule) » d’Excel), colonnes séparées par des points-virgules.',
      ),
    ).toBeInTheDocument();
  });

  it('spec 5 File upload: a workbook renamed .csv is told what it is and what to do, in the server’s words', async () => {
    const user = userEvent.setup();
    renderImport({
      uploaded: json({ statusCode: 400, message: 'x', messageKey: 'files.unreadable.workbook' }, 400),
    });
    await user.upload(fileInput(), new File(['PK\u0003\u0004'], 'minutes.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This looks like an Excel workbook: save it as CSV first',
    );
  });
});
