import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TextInput, testDataProvider } from 'react-admin';
import { RouterProvider, createMemoryRouter, useNavigate, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppForm } from '../../src/custom/forms/AppForm.tsx';
import { PageLeaveGuard } from '../../src/custom/forms/LeaveGuard.tsx';
import { englishI18n } from './testProviders.ts';

/** A page of two forms, as the profile has several: the first one is the one edited. */
const TwoForms = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <p>tab {params.get('tab') ?? 'profile'}</p>
      <button onClick={() => setParams({ tab: 'trips' })}>Trips tab</button>
      <button onClick={() => navigate('/elsewhere')}>Elsewhere</button>
      <AppForm onSubmit={vi.fn()} toolbar={false}>
        <TextInput source="first" label="resources.staffs.fields.firstName" />
      </AppForm>
      <AppForm onSubmit={vi.fn()} toolbar={false}>
        <TextInput source="last" label="resources.staffs.fields.lastName" />
      </AppForm>
    </>
  );
};

const renderPage = () => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={testDataProvider()} i18nProvider={englishI18n()}>
            <PageLeaveGuard>
              <TwoForms />
            </PageLeaveGuard>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/customer-profile/7'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(() => vi.restoreAllMocks());

describe("spec 2: leaving with unsaved changes asks 'Changes you made may not be saved. Leave?'", () => {
  it('asks when any form of the page is edited, a ?tab= change included, and stays when refused', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');

    await user.click(screen.getByRole('button', { name: 'Trips tab' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Changes you made may not be saved. Leave?'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('lets a page without changes go without asking', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderPage();
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: 'Trips tab' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=trips'));
    expect(confirm).not.toHaveBeenCalled();
  });
});
