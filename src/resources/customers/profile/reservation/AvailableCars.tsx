import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CarSearchRow } from '../../../../domain/cars/carSearch.ts';
import { PagedTable, type Column } from '../../../../custom/lists/PagedTable.tsx';
import { usePagedList } from '../../../../custom/lists/usePagedList.ts';

type AvailableCar = CarSearchRow & { id: string };

const PER_PAGE = 10;

/**
 * Cars the member can book now (spec 7 /internal/reservation/vehicle/available), in the
 * member's region when it is known, each with Book; not while the member holds one.
 */
export const AvailableCars = ({
  fleetId,
  canBook,
  onBook,
}: {
  fleetId: number | null;
  canBook: boolean;
  onBook: (vin: string) => void;
}) => {
  const translate = useTranslate();
  const list = usePagedList<AvailableCar>('availableVehicles', fleetId ? { fleetId } : {}, PER_PAGE);
  const columns: Column<AvailableCar>[] = [
    { label: 'reservations.fields.plateNumber', render: (car) => car.plateNumber },
    { label: 'reservations.fields.car', render: (car) => `${car.make} ${car.model} ${car.modelYear}` },
    { label: 'reservations.fields.fleet', render: (car) => car.fleetName },
    {
      label: 'reservations.fields.fuelLevel',
      render: (car) => (car.fuelLevel === null ? '' : `${car.fuelLevel} %`),
    },
    {
      label: 'reservations.fields.action',
      render: (car) => (
        <Button
          size="small"
          variant="outlined"
          disabled={!canBook}
          aria-label={translate('reservations.bookCar', { plate: car.plateNumber })}
          onClick={() => onBook(car.vin)}
        >
          {translate('reservations.book')}
        </Button>
      ),
    },
  ];
  return (
    <PagedTable
      list={list}
      columns={columns}
      caption={translate('reservations.available.title')}
      emptyKey="reservations.available.empty"
      errorKey="reservations.available.error"
    />
  );
};
