import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';
import { carActivityPanel } from './carActivityPanel.tsx';

/**
 * Spec 2: the car search at /cars and a car at /cars/{vin}, which the role table opens
 * apart (entity carDetails, area carDetail) and which allows the split screen. A later
 * issue builds them.
 */
export default {
  name: 'cars',
  routes: [
    {
      name: 'cars',
      path: '/cars',
      entity: 'cars',
      title: 'cars',
      component: Placeholder,
      menu: { group: 'bar', order: 1, label: 'cars' },
    },
    {
      name: 'carDetail',
      path: '/cars/{vin}',
      entity: 'carDetails',
      title: 'cars',
      component: Placeholder,
      parent: 'cars',
      crumbParam: 'vin',
      splitScreen: carActivityPanel,
    },
  ],
} satisfies ResourceDeclaration;
