import type english from '../en/trips.ts';

/**
 * The French texts of trips: their search, detail and troubleshooting (spec 2, 4); part of fr.ts.
 */
export default {
  // La recherche de trajets (spec 2 /trips, src/resources/trips).
  trips: {
    fields: {
      id: 'Trajet',
      member: 'Membre',
      customerNumber: 'Numéro de client',
      vehicle: 'Voiture (plaque ou NIV)',
      plateNumber: 'Plaque',
      status: 'Statut',
      start: 'Début',
      end: 'Fin',
      distance: 'Distance parcourue (km)',
      total: 'Montant total',
      from: 'Commencé le ou après',
      to: 'Commencé le ou avant',
    },
    search: {
      empty: 'Aucun trajet ne correspond à ces filtres',
      error: 'Les trajets n’ont pas pu être chargés. Veuillez réessayer.',
    },
  },
  // The trip detail (spec 2 /trips/{tripId}, src/resources/trips).
  tripDetail: {
    notFound: 'Aucun trajet ne porte ce numéro.',
    error: 'Le trajet n’a pas pu être chargé. Veuillez réessayer.',
    facts: {
      title: 'Trajet',
      status: 'Statut',
      member: 'Membre',
      car: 'Voiture',
      fleet: 'Flotte',
      carStatus: 'Statut actuel de la voiture',
      start: 'Début',
      end: 'Fin',
      inProgress: 'En cours',
      timeZone: 'Fuseau horaire de la voiture',
      duration: 'Durée',
      distance: 'Distance',
      distanceSoFar: 'Distance jusqu’ici',
    },
    cost: {
      title: 'Coût',
      charges: 'Frais',
      discounts: 'Rabais',
      taxes: 'Taxes',
      total: 'Total',
      freeMinutesUsed: 'Minutes gratuites utilisées',
      notPriced: 'Pas encore tarifé.',
      lines: 'Lignes du grand livre du trajet',
      noLines: 'Aucune ligne du grand livre ne mentionne encore ce trajet.',
    },
    route: {
      title: 'Itinéraire',
      none: 'Aucun point de télémétrie ne trace l’itinéraire de ce trajet.',
      ends: 'De %{start} à %{end}',
      latest: 'De %{start} ; dernière position %{end}, transmise le %{at}',
    },
    telemetry: {
      title: 'Télémétrie',
      notKept:
        'Ce trajet est plus ancien que la durée de conservation de la télémétrie : ses points ne sont plus conservés.',
      empty: 'La voiture n’a transmis aucun point pendant ce trajet.',
      error: 'La télémétrie n’a pas pu être chargée. Veuillez réessayer.',
      columns: {
        date: 'Date',
        location: 'Position',
        speed: 'Vitesse',
        direction: 'Cap',
        odometer: 'Odomètre',
        aux: 'Batterie aux.',
        fuel: 'Carburant',
        status: 'État',
        ignition: 'Contact',
        doors: 'Portières',
        homeZone: 'Zone d’attache',
        charging: 'En recharge',
        lock: 'Verrouillage',
      },
      states: { driving: 'En marche', idling: 'Au ralenti', parked: 'Stationnée' },
      ignition: { true: 'Mis', false: 'Coupé' },
      doors: { true: 'Fermées', false: 'Ouvertes' },
      homeZone: { true: 'Dedans', false: 'Dehors' },
      charging: { true: 'Oui', false: 'Non' },
      lock: { true: 'Verrouillée', false: 'Déverrouillée' },
      speed: '%{speed} km/h',
    },
  },
  // The troubleshooting commands and their timeline (spec 4, src/resources/trips/troubleshooting).
  tripCommands: {
    title: 'Dépannage',
    groups: {
      doors: 'Portières',
      immobilizer: 'Antidémarreur',
      box: 'Boîtier et GPS',
      leds: 'Voyants et état',
      trip: 'Trajet',
    },
    confirm: {
      lock: 'Verrouiller les portières de la voiture?',
      unlock: 'Déverrouiller les portières de la voiture? Toute personne à côté pourra alors l’ouvrir.',
      engageImmobilizer:
        'Activer l’antidémarreur? La voiture ne pourra pas démarrer avant qu’il soit désactivé.',
      disengageImmobilizer: 'Désactiver l’antidémarreur? La voiture pourra alors démarrer.',
      rebootTelemeter:
        'Redémarrer le télémètre? Le boîtier redémarre et ne répond plus pendant environ 10 secondes.',
      resetRfidReader:
        'Réinitialiser le lecteur RFID? Les cartes ne sont plus lues pendant environ 10 secondes.',
      resetGpsCalibration:
        'Réinitialiser l’étalonnage GPS? Le boîtier recalcule sa position depuis le début.',
      endTrip:
        'Terminer ce trajet? La voiture est verrouillée et immobilisée, et le trajet est facturé en utilisant d’abord les minutes gratuites du membre.',
      endTripOutOfService:
        'Terminer ce trajet et mettre la voiture hors service? La voiture est verrouillée et immobilisée, le trajet facturé, et aucun membre ne peut plus la réserver.',
      terminateTrip:
        'Clore ce trajet d’office? Il est facturé jusqu’à maintenant sans commande à la voiture, qui reste telle quelle.',
      releaseMember:
        'Libérer le membre de ce trajet? Rien n’est envoyé à la voiture, qui est signalée à l’équipe terrain.',
    },
    statuses: {
      requested: 'Demandée',
      sent: 'Envoyée',
      confirmed: 'Confirmée',
      failed: 'Échouée',
      timedOut: 'Sans réponse',
    },
    progress: { sending: 'Envoi de « %{command} »…' },
    tripNow: {
      ended: 'Le trajet est terminé.',
      endedPriced: 'Le trajet est terminé : il a coûté %{total}.',
      released: 'Le membre a été libéré.',
    },
    errors: {
      wakeUp: 'La voiture doit être réveillée avant de pouvoir effectuer cette action.',
      requestFailed:
        'La demande a échoué. Veuillez réessayer et, si le problème persiste, communiquer avec le Centre d’assistance.',
      notEnded: 'Le trajet n’a pas pu être terminé. Voulez-vous libérer le membre?',
      notEndedNotMoved: 'Le trajet n’a pas pu être terminé et la voiture n’a pas pu être mise hors service.',
    },
    wake: {
      progress: 'Réveil de la voiture… « %{command} » part dès qu’elle répond (d’ici 20 secondes).',
      first: 'La voiture est endormie : elle est d’abord réveillée, puis la commande est envoyée.',
      andSend: 'Réveiller et envoyer « %{command} »',
      failed:
        'La voiture n’a pas pu être réveillée. Veuillez réessayer ou le signaler au Centre d’assistance.',
    },
    stale: {
      message: 'Ce trajet a changé depuis son ouverture. Rechargez-le pour voir où il en est.',
      reload: 'Recharger le trajet',
    },
    timeline: {
      title: 'Historique des commandes',
      requestedAt: 'Demandée le',
      command: 'Commande',
      requestedBy: 'Par',
      status: 'État',
      outcomeAt: 'Réponse le',
      vendorError: 'Erreur du fournisseur',
      empty: 'Aucune commande n’a été envoyée depuis ce trajet ni à sa voiture pendant celui-ci.',
      error: 'L’historique des commandes n’a pas pu être lu.',
    },
  },
  // The trip service's refusals (server/routes/internal/trip).
  tripEnd: {
    notActive: "Ce trajet n'est plus en cours : il a été terminé, clôturé de force ou son membre libéré.",
  },
} satisfies typeof english;
