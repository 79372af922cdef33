import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import { ParkingTicketPage } from '../../src/resources/parkingTicket/ParkingTicketPage.tsx';
import { englishI18n, frenchI18n } from './testProviders.ts';

const renderPage = (call: (...args: unknown[]) => Promise<unknown>, i18nProvider = englishI18n()) =>
  render(
    <AdminContext dataProvider={testDataProvider({ call } as never)} i18nProvider={i18nProvider}>
      <ParkingTicketPage />
    </AdminContext>,
  );

/** Types a plate, a day (yyyyMMdd) and a time (hhmmss and the meridiem's letter), then asks. */
const lookUp = async (day: string, dayLabel: RegExp, find: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^(Plate or VIN|Plaque ou NIV)/ }), 'ABC 301');
  for (const [label, typed] of [
    [dayLabel, day],
    [/^(Time on the ticket|Heure sur la contravention)/, '093000A'],
  ] as const) {
    await user.click(screen.getByRole('group', { name: label }).querySelector('[role="spinbutton"]')!);
    await user.keyboard(typed);
  }
  await user.click(screen.getByRole('button', { name: find }));
};

describe('the parking ticket look-up (spec 7 parking ticket)', () => {
  it('spec 7 parking ticket: a day still to come is refused next to the field, in French too, without asking', async () => {
    const call = vi.fn();
    renderPage(call, frenchI18n());
    await lookUp('20991231', /^Date sur la contravention/, 'Trouver le trajet');
    expect(
      await screen.findByText('La date et l’heure de la contravention ne peuvent pas être dans le futur'),
    ).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });

  it("spec 7 parking ticket: the server's refusal of a time to come in the car's city shows at the day", async () => {
    const call = vi.fn(async () => {
      throw new HttpError('future', 400, {
        messageKey: 'parkingTicket.errors.future',
        fields: { date: 'parkingTicket.errors.future' },
      });
    });
    renderPage(call);
    await lookUp('20260101', /^Date on the ticket/, 'Find the trip');
    expect(await screen.findByText('The ticket’s date and time cannot be in the future')).toBeVisible();
    expect(call).toHaveBeenCalledWith('parkingTicket', 'FETCH', {
      id: 'ABC 301',
      id2: '2026-01-01T09:30:00',
    });
    expect(screen.queryByText(/The look-up failed/)).not.toBeInTheDocument();
  });
});
