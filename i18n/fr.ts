import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'ra-core';
import signIn from './fr/signIn.ts';
import common from './fr/common.ts';
import shell from './fr/shell.ts';
import members from './fr/members.ts';
import reservations from './fr/reservations.ts';
import billing from './fr/billing.ts';
import promotions from './fr/promotions.ts';
import imports from './fr/imports.ts';
import tickets from './fr/tickets.ts';
import trips from './fr/trips.ts';
import cars from './fr/cars.ts';
import fleet from './fr/fleet.ts';
import analytics from './fr/analytics.ts';
import staff from './fr/staff.ts';

/**
 * Every string the user reads, in French; loaded on demand as its own chunk. One file per area in
 * i18n/fr/, each held to the keys of its English twin in i18n/en/.
 */
const fr: TranslationMessages = {
  ...frenchMessages,
  // Point 5 de la spécification : le texte de l'avertissement de modifications non enregistrées.
  ra: {
    ...frenchMessages.ra,
    message: {
      ...frenchMessages.ra.message,
      unsaved_changes: 'Les modifications apportées pourraient ne pas être enregistrées. Quitter ?',
    },
    // Point 8 de la spécification : un enregistrement annonce le texte de succès du produit.
    notification: {
      ...frenchMessages.ra.notification,
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
};

export default fr;
