import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { InfleetFormFields } from '../../domain/cars/infleet.ts';

/**
 * GET /infleet/formFields: the fleets, carriers, box models and car models the Add Car modal
 * offers, and the fleets of the list's filter. Reference data: read once a session.
 */
export const useFormFields = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['infleetFormFields'],
    queryFn: () => dataProvider.call<InfleetFormFields>('infleetFormFields', 'FETCH'),
    staleTime: Infinity,
  });
};
