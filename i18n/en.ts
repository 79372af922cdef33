import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import signIn from './en/signIn.ts';
import common from './en/common.ts';
import shell from './en/shell.ts';
import members from './en/members.ts';
import reservations from './en/reservations.ts';
import billing from './en/billing.ts';
import promotions from './en/promotions.ts';
import imports from './en/imports.ts';
import tickets from './en/tickets.ts';
import trips from './en/trips.ts';
import cars from './en/cars.ts';
import fleet from './en/fleet.ts';
import analytics from './en/analytics.ts';
import staff from './en/staff.ts';

/**
 * Every string the user reads, in English (the default locale): react-admin's texts and ours, one
 * file per area of the product in i18n/en/. fr.ts has exactly the same keys.
 */
const en = {
  ...englishMessages,
  // Spec point 5: the text of react-admin's unsaved-changes prompt.
  ra: {
    ...englishMessages.ra,
    message: { ...englishMessages.ra.message, unsaved_changes: 'Changes you made may not be saved. Leave?' },
    // Spec 8: a save says the product's success text, never react-admin's "Element updated".
    notification: {
      ...englishMessages.ra.notification,
      created: signIn.app.notification.saved,
      updated: signIn.app.notification.saved,
    },
  },
  ...signIn,
  ...common,
  ...shell,
  ...members,
  ...reservations,
  ...billing,
  ...promotions,
  ...imports,
  ...tickets,
  ...trips,
  ...cars,
  ...fleet,
  ...analytics,
  ...staff,
} satisfies TranslationMessages;

export default en;
