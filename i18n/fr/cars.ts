import type english from '../en/cars.ts';

/**
 * The French texts of the cars: their search, detail and telemetry history (spec 2); part of fr.ts.
 */
export default {
  // Les écrans des voitures et leurs règles (spec 2 /cars, src/domain/cars).
  cars: {
    errors: {
      plateInvalid: 'Saisissez une plaque au format 123 ABC, ABC 123 ou AB1 23C',
      plateTaken: 'Plaque déjà utilisée',
      vinLength: 'Trop court ou trop long (17 caractères attendus)',
      vinInvalid: 'NIV invalide',
      iccid: 'Un ICCID compte 19 ou 20 chiffres',
      imsi: "Un IMSI compte jusqu'à 15 chiffres",
      msisdn: 'Un MSISDN compte de 1 à 15 chiffres',
    },
    fields: {
      licencePlate: 'Plaque',
      vin: 'NIV',
      telemeterId: 'ID du télémètre',
      status: 'Statut',
      model: 'Modèle',
      make: 'Marque',
      msisdn: 'MSISDN',
      fleet: 'Flotte',
      state: 'État',
      provider: 'Fournisseur',
      imsi: 'IMSI',
      iccid: 'ICCID',
      fuelLevel: 'Niveau de carburant',
      batteryVoltage: 'Tension de la batterie',
      odometer: 'Odomètre (km)',
      lastReport: 'Dernier rapport',
      box: 'Boîtier',
      doorsLocked: 'Verrouillage',
      immobilizer: 'Antidémarreur',
      ignition: 'Contact',
      doors: 'Portières',
    },
    statuses: {
      AVAILABLE: 'Disponible',
      IN_TRIP: 'En trajet',
      OUT_OF_SERVICE: 'Hors service',
      TOTAL_LOSS: 'Perte totale',
      INFLEETING: 'En intégration',
    },
    states: { active: 'Actif', inactive: 'Inactif' },
    boxStates: { asleep: 'Endormi', waking: 'Réveil en cours', awake: 'Éveillé', offline: 'Hors ligne' },
    search: {
      empty: 'Aucune voiture ne correspond à ces filtres.',
      error: 'La recherche de voitures a échoué. Veuillez réessayer.',
    },
    detail: {
      car: 'Voiture',
      sim: 'Détails de la carte SIM',
      readings: 'Relevés',
      position: 'Position GPS',
      coordinates: 'Latitude %{latitude}, longitude %{longitude}',
      noPosition: "Cette voiture n'a pas encore transmis de position.",
      notFound: "Aucune voiture n'a ce NIV.",
      error: "La voiture n'a pas pu être chargée. Veuillez réessayer.",
      historyError: "L'historique de la voiture n'a pas pu être chargé.",
      noHistory: "Pas encore d'historique.",
      tripsError: "Les trajets de la voiture n'ont pas pu être chargés.",
      noTrips: 'Aucun trajet pour le moment.',
      reservationsError: "Les réservations de la voiture n'ont pas pu être chargées.",
      noReservations: 'Aucune réservation pour le moment.',
      reservationOf: 'Membre %{customerId}',
      noCommands: 'Aucune commande n’a encore été envoyée à cette voiture.',
    },
    sections: {
      history: 'Historique',
      telemetry: 'Télémétrie',
      trips: 'Trajets',
      tickets: 'Billets',
      reservations: 'Réservations',
    },
    telemetry: {
      from: 'Du',
      to: 'Au',
      error: "La télémétrie n'a pas pu être chargée.",
      empty: 'Aucune télémétrie entre ces heures.',
      recordedAt: 'Heure',
      speedKmh: 'Vitesse (km/h)',
      fuelLevel: 'Carburant',
      batteryVoltage: 'Batterie (V)',
      odometer: 'Odomètre (km)',
      ignition: 'Contact',
      on: 'Mis',
      off: 'Coupé',
    },
    // Spec 3 et 4 : l’état du boîtier au dernier rapport, sur l’écran de la voiture.
    box: {
      title: 'Boîtier, au dernier rapport',
      error: 'L’état du boîtier n’a pas pu être lu.',
      locked: 'Verrouillée',
      unlocked: 'Déverrouillée',
      engaged: 'Activé',
      disengaged: 'Désactivé',
      closed: 'Fermées (rapport du %{at})',
      open: 'Ouvertes (rapport du %{at})',
    },
    plate: {
      action: 'Changer la plaque',
      title: 'Changer la plaque de la voiture',
      failed: 'La mise à jour de la voiture a échoué. Veuillez réessayer plus tard.',
    },
    fieldCheck: {
      text: "Un membre a été libéré d'un trajet dans cette voiture le %{at} : l'équipe terrain doit la vérifier.",
      trip: 'Ouvrir le trajet %{tripId}',
    },
    rentability: {
      rentable: 'Proposée aux membres.',
      notRentable: 'Non proposée aux membres :',
      refusals: {
        status: 'son état est %{status}',
        inactive: 'elle est sortie de la flotte',
        reserved: "un membre l'a réservée jusqu'au %{until}",
        boxSilent: "son boîtier n'a rien transmis depuis le %{at} (plus de %{hours} heures)",
      },
      tripUnderWay:
        'Le trajet %{tripId} est en cours dans cette voiture : ses commandes le terminent et libèrent la voiture.',
      openTrip: 'Ouvrir le trajet %{tripId}',
    },
    commands: {
      lock: 'Verrouiller les portières',
      unlock: 'Déverrouiller les portières',
      engageImmobilizer: 'Activer l’antidémarreur',
      disengageImmobilizer: 'Désactiver l’antidémarreur',
      rebootTelemeter: 'Redémarrer le télémètre',
      resetRfidReader: 'Réinitialiser le lecteur RFID',
      resetGpsCalibration: 'Réinitialiser l’étalonnage GPS',
      locate: 'Localisation GPS',
      homeZoneLed: 'Voyant de zone d’attache',
      rfidLed: 'Voyant RFID',
      ping: 'Envoyer un ping',
      ignitionStatus: 'État du contact',
      doorStatus: 'État des portières',
      wakeup: 'Réveil',
      diagnostic: 'Diagnostic : %{test}',
      endTrip: 'Terminer le trajet',
      endTripOutOfService: 'Terminer le trajet et mettre hors service',
      terminateTrip: 'Clore le trajet d’office',
      releaseMember: 'Libérer le membre',
    },
    changes: {
      wakeUp: {
        action: 'Réveiller',
        confirm: 'Réveiller cette voiture?',
        done: 'La voiture est réveillée',
        progress: 'Réveil de la voiture : elle répond en 20 secondes au plus',
        failed:
          "La voiture n'a pas pu être réveillée. Veuillez réessayer ou le signaler au service d'assistance.",
      },
      outOfService: {
        action: 'Hors service',
        confirm: 'Mettre cette voiture hors service?',
        done: 'Voiture mise hors service',
        failed:
          "La voiture n'a pas pu être mise hors service. Veuillez réessayer ou le signaler au service d'assistance.",
      },
      available: {
        action: 'Disponible',
        confirm: 'Rendre cette voiture disponible aux membres?',
        done: 'Voiture rendue disponible',
        failed:
          "La voiture n'a pas pu être rendue disponible. Veuillez réessayer ou le signaler au service d'assistance.",
      },
      totalLoss: {
        action: 'Perte totale',
        confirm: 'Déclarer cette voiture en perte totale? Ce choix est définitif.',
        done: 'Voiture déclarée en perte totale',
        failed:
          "La voiture n'a pas pu être déclarée en perte totale. Veuillez réessayer ou le signaler au service d'assistance.",
      },
      offer: {
        engageImmobilizer:
          "La voiture est hors service : activez son antidémarreur pour qu'aucun membre ne puisse la conduire.",
        secure:
          "Les diagnostics laissent la voiture déverrouillée, l'antidémarreur désactivé : verrouillez-la et réactivez l'antidémarreur.",
        secureAction: 'Verrouiller et immobiliser',
        notNow: 'Plus tard',
      },
    },
  },
  // L'historique de télémétrie d'une voiture (src/domain/cars/telemetry.ts ;
  // docs/architecture.md, Telemetry history).
  telemetry: {
    errors: {
      order: 'La fin doit suivre le début',
      tooLong: 'Choisissez une période de 31 jours au plus',
    },
  },
} satisfies typeof english;
