import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import { ROUTES, routerPath } from '../../src/custom/routes/routeTable.ts';
import type { PaymentDetail } from '../../src/domain/payments/paymentSearch.ts';
import { PaymentPage } from '../../src/resources/payments/PaymentPage.tsx';
import { renderShell } from './renderShell.tsx';
import { payment as screenPayment } from './screenRecords.ts';

const payment: PaymentDetail = {
  ...screenPayment,
  id: 5114,
  customerId: 42,
  status: 'Unsuccessful',
  reference: 'ch_page',
};

const open = (getOne: () => Promise<unknown>) =>
  renderShell({
    path: `/payments/${payment.id}`,
    roles: ['SYSADM'],
    dataProvider: { getOne: getOne as never },
    routes: <Route path={routerPath(ROUTES.payment.path)} element={<PaymentPage />} />,
  });

describe('spec 2 /payments/{paymentId}: a payment and what it settles', () => {
  it('shows the facts of spec 3, the status in words, and the trip line in its car’s zone', async () => {
    open(async () => ({ data: payment }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment #5114' })).toBeInTheDocument();
    const facts = screen.getByText('Card type').closest('dl')!;
    for (const shown of [
      '$21.02',
      'Unsuccessful',
      'Visa',
      '**** **** **** 4242',
      '08/29',
      'Automatic',
      'ch_page',
    ])
      expect(facts).toHaveTextContent(shown);
    const line = within(screen.getByRole('table', { name: 'What it pays' })).getAllByRole('row')[1]!;
    expect(within(line).getByRole('link', { name: 'Trip #77' })).toHaveAttribute('href', '/trips/77');
    for (const shown of ['PAY 123', '12.4 km', '30 min', '$18.60', '$2.42', '$21.02'])
      expect(line).toHaveTextContent(shown);
    expect(line).toHaveTextContent(/EST/); // the car's zone, named: not the test's own
  });

  it('spec 3 Payment lines: the Reserved column reads when the trip was reserved, in its car’s zone, and is empty for a trip that came from none', async () => {
    const [reserved] = payment.lines;
    const walkUp = {
      ...reserved!,
      tripId: 78,
      reservedDateTime: null,
      startDateTime: '2026-02-02T10:00:00.000Z',
    };
    open(async () => ({ data: { ...payment, lines: [reserved, walkUp] } }));
    const table = await screen.findByRole('table', { name: 'What it pays' });
    const [head, first, second] = within(table).getAllByRole('row');
    const headings = within(head!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings.slice(0, 5)).toEqual(['Trip', 'Car', 'Reserved', 'Start', 'End']);
    const reservedCell = (row: HTMLElement) => within(row).getAllByRole('cell')[2]!;
    expect(reservedCell(first!)).toHaveTextContent(/^Feb 1, 2026, 4:52\sa\.m\.\sEST$/);
    expect(reservedCell(second!)).toHaveTextContent(/^$/);
  });

  it('spec 3 Payment, spec 8 Payment: its time in the member’s zone, named; a declined one says why and what to do', async () => {
    open(async () => ({
      data: {
        ...payment,
        date: '2026-12-01T17:39:00.000Z',
        cardExpiry: '07/26',
        // Not Vancouver: British Columbia keeps daylight time all year from November 2026
        // (tzdata 2026c), so its December reads PDT on a current Node and PST on an older one.
        timeZone: 'America/Los_Angeles',
      },
    }));
    expect(await screen.findByText('Why it was declined')).toBeInTheDocument();
    const facts = screen.getByText('Card type').closest('dl')!;
    expect(facts).toHaveTextContent(/Dec 1, 2026, 9:39\sa\.m\.\sPST/);
    expect(facts).toHaveTextContent(
      'The card on file expired (07/26). Ask the member for a new card, save it under Payment information, then process the payment again.',
    );
  });

  it('a payment its card could pay names no reason', async () => {
    open(async () => ({ data: payment }));
    expect(await screen.findByText('ch_page')).toBeInTheDocument();
    expect(screen.queryByText('Why it was declined')).not.toBeInTheDocument();
  });

  it('shows a row the list already holds while its lines load', async () => {
    const { lines: _later, ...row } = payment;
    open(async () => ({ data: row }));
    expect(await screen.findByText('ch_page')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when the payment does not exist', async () => {
    open(async () => Promise.reject(new HttpError('Not found', 404)));
    expect(await screen.findByText('There is no payment with this number.')).toBeInTheDocument();
  });
});
