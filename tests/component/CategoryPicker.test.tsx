import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AppForm } from '../../src/custom/forms/AppForm.tsx';
import { zodValidator } from '../../src/custom/forms/zodValidator.ts';
import { ticketSaveBody } from '../../src/domain/tickets/ticketSave.ts';
import { CategoriesInput } from '../../src/resources/tickets/categories/CategoriesInput.tsx';
import { GroupIcon } from '../../src/resources/tickets/categories/GroupIcon.tsx';
import { englishI18n } from './testProviders.ts';

const renderForm = (onSubmit = vi.fn(), categories?: number[]) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={englishI18n()}>
      <ResourceContextProvider value="tickets">
        <AppForm onSubmit={onSubmit} record={categories ? { categories } : {}}>
          <CategoriesInput source="categories" validate={zodValidator(ticketSaveBody.shape.categories)} />
        </AppForm>
      </ResourceContextProvider>
    </AdminContext>,
  );

const openPicker = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Choose categories' }));
  return screen.findByRole('dialog', { name: 'Ticket categories' });
};

const selectedPanel = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: /^Selected/ });

describe('spec 2 Ticket categories picker and the categories input', () => {
  it('spec 2 modals: 1200 px wide, groups and categories with their subcategories, a selected list 25rem high', async () => {
    const user = userEvent.setup();
    renderForm();
    const dialog = await openPicker(user);
    expect(dialog).toHaveStyle({ width: '1200px' });
    expect(within(dialog).getByRole('heading', { name: 'Member Services' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Fleet' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Violation of T&C/Law' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('group', { name: 'Repair/Maintenance (Out of Service)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(84);
    expect(selectedPanel(dialog)).toHaveStyle({ height: '25rem' });
    expect(within(selectedPanel(dialog)).getByText('No category selected yet.')).toBeInTheDocument();
  });

  it('picks from both groups, removes one from the selected list, and gives the form the values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Car not unlocking' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Flat tyre' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Relocate the car' }));
    const panel = selectedPanel(dialog);
    expect(within(panel).getByText('Selected (3)')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Car not unlockingStart Rental Issues',
      'Flat tyreDrive Problems',
      'Relocate the carAssignment',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Remove Flat tyre' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Flat tyre' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const chips = within(screen.getByRole('list', { name: /Categories/ })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Car not unlocking', 'Relocate the car']);
    // Each chip carries its group's icon.
    expect(within(chips[0]!).getByTestId('PersonIcon')).toBeInTheDocument();
    expect(within(chips[1]!).getByTestId('DirectionsCarIcon')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ categories: [7, 55] });
  });

  it('finds subcategories by their text, their category or their group, accents aside', async () => {
    const user = userEvent.setup();
    renderForm();
    const dialog = await openPicker(user);
    const search = within(dialog).getByRole('textbox', { name: 'Search the categories' });
    await user.type(search, 'TOWED');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Car towed', 'Retrieve a towed car']);
    await user.clear(search);
    await user.type(search, 'parking');
    expect(within(dialog).getByRole('checkbox', { name: 'No parking space available' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Parking permit question' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(within(dialog).getByText('No category matches this text.')).toBeInTheDocument();
  });

  it('Cancel leaves the value as it was; a chip removes its category', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(onSubmit, [26, 84]);
    const list = await screen.findByRole('list', { name: /Categories/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Parking ticket dispute', 'Total loss assessment']);
    const dialog = await openPicker(user);
    expect(within(dialog).getByRole('checkbox', { name: 'Parking ticket dispute' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Car towed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const chip = within(list).getByRole('button', { name: 'Total loss assessment' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ categories: [26] });
  });

  it("spec 5 ticket: says 'categories are required' when none is picked, and marks the field required", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    expect(await screen.findByText('*')).toBeInTheDocument();
    expect(screen.queryByText('categories are required')).not.toBeInTheDocument();
    // Touched: the picker was opened and closed with nothing picked.
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('categories are required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('spec 3: a missing group icon is only logged, as a structured entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<GroupIcon name="rocket" />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith({ event: 'ticketCategories.missingGroupIcon', icon: 'rocket' });
    warn.mockRestore();
  });
});
