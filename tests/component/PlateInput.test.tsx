import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PlateInput } from '../../src/custom/forms/PlateInput.tsx';
import type { CarDetail } from '../../src/domain/cars/carSearch.ts';
import { ChangePlateDialog } from '../../src/resources/cars/ChangePlateDialog.tsx';
import { englishI18n } from './testProviders.ts';

const wrap = (children: React.ReactNode, dataProvider: Partial<DataProvider> = {}) =>
  render(
    <AdminContext
      dataProvider={testDataProvider(dataProvider)}
      i18nProvider={englishI18n()}
      store={memoryStore()}
    >
      {children}
    </AdminContext>,
  );

const car = { vin: 'JTDKARFU0L3000001', plateNumber: 'ABC 123', version: 4 } as CarDetail;

describe('spec 5 Add car form, plate: upper-cased, a space after the third character, as typed', () => {
  it('formats the plate in any form while staff type it', async () => {
    const user = userEvent.setup();
    wrap(
      <Form>
        <PlateInput source="plateNumber" label="cars.fields.licencePlate" />
      </Form>,
    );
    const input = screen.getByLabelText('Plate');
    await user.type(input, 'ab');
    expect(input).toHaveValue('AB');
    await user.type(input, '1 2');
    expect(input).toHaveValue('AB1 2');
    await user.type(input, '3c');
    expect(input).toHaveValue('AB1 23C');
  });

  it('formats the plate in the Change car plate modal as Add car does, and sends it so', async () => {
    const user = userEvent.setup();
    const update = vi.fn(async () => ({ data: { ...car, id: car.vin, plateNumber: 'XYZ 789', version: 5 } }));
    wrap(<ChangePlateDialog car={car} onClose={vi.fn()} onSaved={async () => undefined} />, {
      update,
    } as Partial<DataProvider>);
    const dialog = await screen.findByRole('dialog', { name: 'Change car plate' });
    const input = within(dialog).getByLabelText(/^Plate/);
    await user.clear(input);
    await user.type(input, 'xyz7');
    expect(input).toHaveValue('XYZ 7');
    await user.type(input, '89');
    expect(input).toHaveValue('XYZ 789');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'cars',
        expect.objectContaining({ data: { plateNumber: 'XYZ 789' } }),
      ),
    );
  });
});
