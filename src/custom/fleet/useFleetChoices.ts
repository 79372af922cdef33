import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider.ts';

/** Spec 7 /fleet-service/internal/fleets, offered by name in the fleet filter. */
export const useFleetChoices = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const fleets = useQuery({
    queryKey: ['fleets', 'list'],
    queryFn: () => dataProvider.call<{ fleetId: number; fleetName: string }[]>('fleets', 'SEARCH'),
    staleTime: Infinity,
  });
  return (fleets.data ?? []).map((fleet) => ({ id: String(fleet.fleetId), name: fleet.fleetName }));
};
