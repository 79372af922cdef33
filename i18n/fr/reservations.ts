import type english from '../en/reservations.ts';

/**
 * The French texts of a member's reservations (spec 2, Customer profile); part of fr.ts.
 */
export default {
  /** The customer profile's Reservation tab (spec 2); the server's refusals (messageKey) too. */
  reservations: {
    currentTitle: 'Réservation en cours',
    none: "Le membre n'a aucune réservation en cours.",
    bookedAt: 'Réservée le %{at} par %{by}',
    reservedByMember: 'le membre (application)',
    timeRemaining: 'Temps restant',
    cancel: 'Annuler la réservation',
    cancelConfirm: {
      title: 'Annuler cette réservation?',
      content: 'La voiture redevient aussitôt disponible pour les autres membres.',
      keep: 'La garder',
    },
    book: 'Réserver',
    bookCar: 'Réserver %{plate}',
    alreadyHolding:
      'Le membre a déjà une voiture réservée : annulez cette réservation pour en réserver une autre.',
    reserved: 'Le véhicule a été réservé avec succès.',
    canceled: 'La réservation a été annulée avec succès',
    bookFailed:
      "Le véhicule n'a pas pu être réservé. Veuillez réessayer et, si le problème persiste, contacter le centre d'assistance.",
    cancelFailed:
      "La réservation n'a pas pu être annulée. Veuillez réessayer et, si le problème persiste, contacter le centre d'assistance.",
    memberBlocked: 'Le compte du membre est fermé ou suspendu : aucune voiture ne peut être réservée.',
    carUnavailable: "Cette voiture n'est plus disponible.",
    carSilent:
      "Le boîtier de cette voiture n'a rien transmis récemment : elle ne peut pas être réservée avant qu'il le fasse.",
    memberHasOne: 'Le membre a déjà une réservation en cours.',
    carTaken: "Cette voiture vient d'être réservée par quelqu'un d'autre.",
    notActive: "Cette réservation n'est plus active : elle a été annulée ou elle a expiré.",
    // Spec 3 Réservation, réserver selon un lieu (spec 7, géocodage).
    search: 'Plaque ou modèle',
    place: {
      label: 'Au plus près de',
      none: 'Aucun lieu : par plaque',
      lastTrip: 'La fin du dernier trajet du membre',
      homeZone: "Zone d'attache",
      parkingLot: 'Stationnement',
      address: 'Une adresse…',
      addressLabel: 'Adresse',
      addressHint: "Tapez au moins %{min} caractères d'une rue ou d'un lieu.",
      noAddress: 'Aucun lieu ne correspond à cette adresse.',
      geocoderUnavailable:
        "La recherche d'adresse ne répond pas. Réessayez dans un instant, ou choisissez une zone ou un stationnement.",
      placesError: "Les lieux n'ont pas pu être chargés.",
      distance: '%{km} km',
    },
    available: {
      title: 'Réserver une voiture',
      empty: "Aucune voiture n'est disponible pour le moment.",
      error: "Les voitures disponibles n'ont pas pu être chargées.",
    },
    history: {
      title: 'Réservations',
      empty: "Le membre n'a encore aucune réservation.",
      error: "Les réservations n'ont pas pu être chargées.",
    },
    fields: {
      plateNumber: 'Plaque',
      car: 'Voiture',
      fleet: 'Flotte',
      fuelLevel: 'Carburant',
      action: 'Réservation',
      distance: 'Distance',
      reservedAt: 'Réservée le',
      status: 'Statut',
      reservedBy: 'Réservée par',
      canceledAt: 'Annulée le',
    },
    status: { ACTIVE: 'En cours', CANCELED: 'Annulée', EXPIRED: 'EXPIRÉE', TRIP_STARTED: 'Trajet commencé' },
  },
} satisfies typeof english;
