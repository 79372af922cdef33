/** Spec point 2, navigation bar: the More menu's items, word for word and in order (what the tests expect). */
export const SPEC_MORE_ITEMS = [
  'Promotions',
  'Import log',
  'Infleeting',
  'Home zone',
  'Parking data',
  'Fleet management',
  'Parking ticket',
];
