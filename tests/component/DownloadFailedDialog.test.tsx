import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useEngineEffects, EngineContext } from '../../src/custom/layout/EngineContext.ts';
import { DownloadFailedDialog } from '../../src/custom/errors/DownloadFailedDialog.tsx';
import { createEngine } from '../../src/dataProvider/index.ts';
import { englishI18n } from './testProviders.ts';

const Effects = () => {
  useEngineEffects();
  return null;
};

describe("spec 8: a failed download opens the 'Download Failed' modal", () => {
  it('opens when the engine cannot fetch the file, and closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const engine = createEngine({
      config: { apiBase: '/api', vehicleApiBase: '/api', fleetApiBase: '/api' },
      fetch: async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }),
      getToken: async () => 'token',
    });
    render(
      <EngineContext.Provider value={engine}>
        <AdminContext i18nProvider={englishI18n()}>
          <Effects />
          <DownloadFailedDialog />
        </AdminContext>
      </EngineContext.Provider>,
    );
    await act(async () => {
      await expect(
        engine.download('files', { fileLocation: 'statements/statement-0000101.pdf' }),
      ).rejects.toThrow();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Download Failed' });
    expect(dialog).toHaveTextContent('The file statement-0000101.pdf could not be downloaded.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
