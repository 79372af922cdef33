import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { NumberedMemberName } from '../../domain/names.ts';
import type { TicketVehicleOption } from '../../domain/tickets/ticketLookups.ts';
import { ticketCategoryOf } from '../../domain/tickets/ticketCategories.ts';

/**
 * /new-ticket?customer=<customer number>&vehicle=<VIN>&category=<value>, as the
 * parking-ticket look-up opens it. The member and the car are found through the pickers' own
 * lookups (the roles that open a ticket may not open members or cars), so the form shows them as
 * if picked; a value nobody holds is left out. Undefined while they load.
 */
export const usePrefilledTicket = <T extends object>(blank: T) => {
  const [search] = useSearchParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const customer = search.get('customer');
  const vehicle = search.get('vehicle');
  const category = Number(search.get('category'));
  const { data, isPending } = useQuery({
    queryKey: ['prefilledTicket', customer, vehicle],
    queryFn: async () => {
      const [members, cars] = await Promise.all([
        customer
          ? dataProvider.call<{ data: NumberedMemberName[] }>('ticketCustomerLookup', 'SEARCH', {
              q: customer,
            })
          : { data: [] },
        vehicle
          ? dataProvider.call<{ data: TicketVehicleOption[] }>('ticketVehicleLookup', 'SEARCH', {
              q: vehicle,
            })
          : { data: [] },
      ]);
      return {
        customers: members.data.filter((member) => member.customerNumber === customer),
        vehicles: cars.data.filter((car) => car.vin === vehicle),
      };
    },
    enabled: Boolean(customer || vehicle),
  });
  const categories = ticketCategoryOf(category) ? [category] : [];
  if (!customer && !vehicle) return { ...blank, categories };
  return isPending ? undefined : { ...blank, categories, ...data };
};
