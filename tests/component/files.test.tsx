import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DownloadFailedDialog } from '../../src/custom/errors/DownloadFailedDialog.tsx';
import { FileDownloadButton } from '../../src/custom/files/FileDownloadButton.tsx';
import { FileUploadButton } from '../../src/custom/files/FileUploadButton.tsx';
import { EngineContext, useEngineEffects } from '../../src/custom/layout/EngineContext.ts';
import { createDataProvider, createEngine } from '../../src/dataProvider/index.ts';
import type { UploadedFile } from '../../src/domain/files/files.ts';
import { englishI18n } from './testProviders.ts';

const STORED: UploadedFile = {
  id: 7,
  fileName: 'scratch.png',
  fileLocation: '2026-11/0123456789abcdef0123456789abcdef.png',
  contentType: 'image/png',
  size: 4,
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const Effects = () => {
  useEngineEffects();
  return null;
};

/** The real engine and data provider; only the network is a double, answering `respond`. */
const renderWithNetwork = (ui: React.ReactNode, respond: (url: string, init: RequestInit) => Response) => {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    respond(String(input), init),
  );
  const saved: Array<{ name: string; blob: Blob }> = [];
  const engine = createEngine({
    config: { apiBase: '/api', vehicleApiBase: '/api', fleetApiBase: '/api' },
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: async () => 'token',
    saveBlob: (blob, name) => saved.push({ name, blob }),
  });
  render(
    <EngineContext.Provider value={engine}>
      <AdminContext dataProvider={createDataProvider(engine)} i18nProvider={englishI18n()}>
        <Effects />
        {ui}
        <DownloadFailedDialog />
      </AdminContext>
    </EngineContext.Provider>,
  );
  return { fetch, saved };
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('spec 7 file upload, spec 8 Files: the upload button', () => {
  it('WCAG 2.1.1: "Attach a file" opens the chooser with Enter and with Space', async () => {
    const user = userEvent.setup();
    renderWithNetwork(<FileUploadButton onUploaded={vi.fn()} />, () => json(STORED, 201));
    const opened = vi.spyOn(fileInput(), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: /Attach a file/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('spec 7: sends the chosen file as one multipart field and hands back the stored file', async () => {
    const user = userEvent.setup();
    const onUploaded = vi.fn();
    let answer!: (response: Response) => void;
    const { fetch } = renderWithNetwork(<FileUploadButton onUploaded={onUploaded} />, () =>
      json(STORED, 201),
    );
    // The answer waits until the test gives it, so the upload in progress can be seen.
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(fileInput()).toHaveAttribute('accept', '.csv,.txt,.pdf,.png,.jpg,.jpeg');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scratch.png', { type: 'image/png' });
    await user.upload(fileInput(), photo);
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading scratch.png…');
    expect(screen.getByRole('button', { name: /Attach a file/ })).toHaveAttribute('aria-disabled', 'true');
    const [url, init = {}] = fetch.mock.calls[0]!;
    expect([url, init.method]).toEqual(['/api/files/upload', 'POST']);
    expect((init.body as FormData).get('file')).toBe(photo);
    await act(async () => answer(json(STORED, 201)));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(STORED));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("spec 8: the server's refusal shows its reason; any other failure 'File upload failed. Please try again later'", async () => {
    const user = userEvent.setup();
    const onUploaded = vi.fn();
    // The failures are logged on purpose (react-admin's data provider hook and ours).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [
      json({ statusCode: 400, message: 'x', messageKey: 'files.wrongType' }, 400),
      json({ statusCode: 500, message: 'x', messageKey: 'files.uploadFailed' }, 500),
      new Response('Bad gateway', { status: 502 }),
    ];
    renderWithNetwork(<FileUploadButton onUploaded={onUploaded} />, () => answers.shift()!);
    const file = () => new File(['a,b\n'], 'report.csv', { type: 'text/csv' });
    await user.upload(fileInput(), file());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a .csv, .txt, .pdf, .png or .jpg file is accepted, and its content must match its name',
    );
    await user.upload(fileInput(), file());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('File upload failed. Please try again later'),
    );
    await user.upload(fileInput(), file());
    await waitFor(() => expect(answers).toHaveLength(0));
    expect(screen.getByRole('alert')).toHaveTextContent('File upload failed. Please try again later');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('spec 5: a wrong kind or a larger file is refused before anything is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetch } = renderWithNetwork(<FileUploadButton onUploaded={vi.fn()} />, () => json(STORED, 201));
    await user.upload(fileInput(), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a .csv, .txt, .pdf, .png or .jpg file');
    await user.upload(fileInput(), new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be at most 1 MB');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('spec 7 file download, spec 8 Download Failed: the download button', () => {
  it('spec 7: gets the file as a blob and saves it under the name the server gives', async () => {
    const user = userEvent.setup();
    const { fetch, saved } = renderWithNetwork(
      <FileDownloadButton fileName={STORED.fileName} fileLocation={STORED.fileLocation} />,
      () =>
        new Response(new Uint8Array([1, 2, 3]), {
          headers: {
            'content-type': 'image/png',
            'content-disposition': `attachment; filename="scratch.png"; filename*=UTF-8''scratch.png`,
          },
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Download scratch.png' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetch.mock.calls[0]![0]).toBe(
      `/api/files?fileLocation=${encodeURIComponent(STORED.fileLocation)}`,
    );
    expect(saved[0]!.name).toBe('scratch.png');
    expect(saved[0]!.blob.size).toBe(3);
  });

  it("spec 8: a failed download opens the 'Download Failed' modal", async () => {
    const user = userEvent.setup();
    // The failures are logged on purpose (react-admin's data provider hook and ours).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { saved } = renderWithNetwork(
      <FileDownloadButton fileName={STORED.fileName} fileLocation={STORED.fileLocation} />,
      () => json({ statusCode: 404, message: 'x', messageKey: 'error.notFound' }, 404),
    );
    await user.click(screen.getByRole('button', { name: 'Download scratch.png' }));
    expect(await screen.findByRole('dialog', { name: 'Download Failed' })).toHaveTextContent(
      'The file scratch.png could not be downloaded.',
    );
    expect(saved).toEqual([]);
  });
});
