import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSearchRow } from '../../src/domain/payments/paymentSearch.ts';
import { PaymentList } from '../../src/resources/payments/PaymentList.tsx';
import { payment } from './screenRecords.ts';
import { englishI18n, everyColumnShown, frenchI18n } from './testProviders.ts';

const { lines: _lines, ...row } = payment;
const ROW: PaymentSearchRow = row;

const renderList = (getList: DataProvider['getList'], i18nProvider: I18nProvider = englishI18n()) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ ...everyColumnShown, getList })}
      i18nProvider={i18nProvider}
    >
      <PaymentList />
    </AdminContext>,
  );

describe('the Payments list', () => {
  beforeEach(() => {
    window.location.hash = '#/';
  });

  it("names the member by customer number and name, linked to the profile, and the process type in the reader's words", async () => {
    renderList((async () => ({ data: [ROW], total: 1 })) as never, frenchI18n());
    const link = await screen.findByRole('link', { name: '10000007 · Ada Lovelace' });
    expect(link.getAttribute('href')).toMatch(/\/customer-profile\/7$/);
    const cells = within(link.closest('tr')!);
    expect(cells.getByText('Automatique')).toBeInTheDocument();
    expect(cells.queryByText('7', { exact: true })).not.toBeInTheDocument();
  });

  it('shows neither rows nor a pager beside an invalid member filter', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [ROW], total: 1 }));
    renderList(getList as never);
    await screen.findByRole('link', { name: '10000007 · Ada Lovelace' });
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Member' }), 'abc');
    expect(await screen.findByText(/No rows while a filter is invalid/)).toBeInTheDocument();
    expect(screen.queryByText('1-1 of 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '10000007 · Ada Lovelace' })).not.toBeInTheDocument();
  });
});
