import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { AddAlertDialog } from '../../src/resources/customers/profile/alert/AddAlertDialog.tsx';
import { AddFreeMinutesDialog } from '../../src/resources/customers/profile/billing/AddFreeMinutesDialog.tsx';
import { FuelReimbursementDialog } from '../../src/resources/customers/profile/billing/FuelReimbursementDialog.tsx';
import { englishI18n } from './testProviders.ts';

const customer = { id: 7 } as CustomerDetail;

const renderDialog = (ui: React.ReactNode) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getList: vi.fn(async () => ({ data: [], total: 0 })),
      } as unknown as Partial<DataProvider>)}
      i18nProvider={englishI18n()}
    >
      {ui}
    </AdminContext>,
  );

/** The field's label (or a picker's legend) reads its name and the asterisk after it (react-admin's FieldTitle). */
const isMarked = (scope: HTMLElement, label: string) =>
  [...scope.querySelectorAll('label, legend')].some((element) =>
    new RegExp(`^${label}\\s*\\*$`).test(element.textContent?.trim() ?? ''),
  );

describe('spec 5: every required field carries the asterisk', () => {
  it('Add alert: the expiry date', async () => {
    renderDialog(
      <AddAlertDialog open timeZone="America/Toronto" today="2026-12-01" onAdd={vi.fn()} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add alert' });
    expect(isMarked(dialog, 'Expiry date')).toBe(true);
    expect(isMarked(dialog, 'Message')).toBe(true);
  });

  it('Fuel reimbursement: the receipt date', async () => {
    renderDialog(<FuelReimbursementDialog customer={customer} open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Fuel reimbursement' });
    expect(isMarked(dialog, 'Receipt date')).toBe(true);
  });

  it('Add free minutes: the days to expire and the expiry date, shown by the kinds that require them', async () => {
    const user = userEvent.setup();
    renderDialog(<AddFreeMinutesDialog customer={customer} open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add free minutes' });
    expect(isMarked(dialog, 'Minutes')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'In a number of days' }));
    expect(isMarked(dialog, 'Days to expire')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'On a date' }));
    expect(isMarked(dialog, 'Expiry date')).toBe(true);
  });
});
