import type english from '../en/analytics.ts';

/**
 * The French texts of the Analytics screen (spec 1); part of fr.ts.
 */
export default {
  /** The Analytics screen, its charts and CSV downloads (spec 1; README, Departures). */
  analytics: {
    from: 'Du',
    to: 'Au',
    range: 'Période',
    loadFailed: 'Le graphique n’a pas pu être chargé.',
    download: 'Télécharger le CSV',
    downloadOf: 'Télécharger le CSV : %{chart}',
    numbers: 'Chiffres',
    numbersOf: 'Les chiffres de %{chart}',
    noData: 'Rien sur cette période.',
    zoneNote:
      'Jours dans le fuseau de la flotte pour les trajets et l’utilisation, en %{zone} pour les autres.',
    errors: { rangeTooLong: 'Choisissez une période de 366 jours au plus.' },
    charts: {
      trips: 'Trajets par jour et par ville',
      revenue: 'Revenus par jour (grand livre, hors taxes)',
      utilisation: 'Utilisation par voiture (les %{count} premières)',
      members: 'Nouveaux membres par semaine',
      tickets: 'Billets ouverts et fermés par jour',
    },
    columns: {
      day: 'Jour',
      city: 'Ville',
      trips: 'Trajets',
      revenue: 'Revenus',
      tax: 'Taxes',
      plate: 'Plaque',
      vin: 'NIV',
      busyHours: 'Heures en trajet',
      share: 'Part de la période',
      week: 'Semaine du',
      members: 'Nouveaux membres',
      opened: 'Ouverts',
      closed: 'Fermés',
    },
  },
} satisfies typeof english;
