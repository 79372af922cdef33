import type english from '../en/shell.ts';

/**
 * The French texts of the product's frame (spec 2): Home, the navigation bar, breadcrumbs and
 * route titles, the split screen, the page around the screens and the bell; part of fr.ts.
 */
export default {
  home: {
    title: 'Accueil',
    welcome: 'Bienvenue, %{name}',
    search: {
      members_cars_tickets: 'Trouver un membre, une voiture ou un billet',
      members_cars: 'Trouver un membre ou une voiture',
      members_tickets: 'Trouver un membre ou un billet',
      cars_tickets: 'Trouver une voiture ou un billet',
      members: 'Trouver un membre',
      cars: 'Trouver une voiture',
      tickets: 'Trouver un billet',
    },
    searchHint: {
      members_cars_tickets:
        "Nom, courriel, téléphone, numéro de client, NIV, plaque, numéro de billet ou un mot d'un billet (au moins %{count} caractères)",
      members_cars:
        'Nom, courriel, téléphone, numéro de client, NIV ou plaque (au moins %{count} caractères)',
      members_tickets:
        "Nom, courriel, téléphone, numéro de client, numéro de billet ou un mot d'un billet (au moins %{count} caractères)",
      cars_tickets: "NIV, plaque, numéro de billet ou un mot d'un billet (au moins %{count} caractères)",
      members: 'Nom, courriel, téléphone ou numéro de client (au moins %{count} caractères)',
      cars: 'NIV ou plaque (au moins %{count} caractères)',
      tickets: "Numéro de billet, par exemple #42, ou un mot d'un billet (au moins %{count} caractères)",
    },
    searching: 'Recherche…',
    noResults: 'Aucun résultat pour « %{q} ».',
    noMembers:
      'Aucun résultat pour « %{q} » dans %{kinds}. Votre rôle ne permet pas de chercher des membres.',
    failed: "Certains résultats n'ont pas pu être chargés.",
    kinds: { members: 'Membres', cars: 'Voitures', tickets: 'Billets' },
    ticket: 'Billet %{id}',
    seeAll: 'Voir tous les membres correspondants',
    shortcuts: 'Raccourcis',
    noShortcuts:
      "Votre rôle n'ouvre encore aucun écran. Veuillez vous adresser à votre administrateur système.",
  },
  nav: {
    label: 'Navigation principale',
    cars: 'Voitures',
    members: 'Membres',
    trips: 'Trajets',
    tickets: 'Billets',
    more: 'Plus',
    promotions: 'Offres promotionnelles',
    importLog: 'Journal des importations',
    infleeting: 'Mise en flotte',
    homeZone: "Zone d'attache",
    parkingData: 'Données de stationnement',
    fleetManagement: 'Gestion de la flotte',
    parkingTicket: 'Contravention',
    team: 'Équipe',
    rolesPermissions: 'Rôles et permissions',
    analytics: 'Analytique',
    account: 'menu du compte',
    logout: 'Déconnexion',
  },
  breadcrumbs: { label: "Fil d'Ariane" },
  /** Titres du fil d'Ariane et des panneaux (spec 2), aux clés de routes dans en.ts (le type Title). */
  routes: {
    home: 'Accueil',
    login: 'Connexion',
    passwordRecovery: 'Récupération du mot de passe',
    resetPassword: 'Réinitialisation du mot de passe',
    promotions: 'Offres promotionnelles',
    tickets: 'Billets',
    newTicket: 'Nouveau billet',
    editTicket: 'Modifier le billet',
    ticketRelatedInformation: 'Informations liées au billet',
    ticketConfirmation: 'Confirmation du billet',
    payments: 'Paiements',
    customerSearch: 'Recherche de membres',
    customerProfile: 'Profil du membre',
    trips: 'Trajets',
    cars: 'Voitures',
    reservation: 'Réservation',
    infleet: 'Mise en flotte',
    homeZone: "Zone d'attache",
    importLog: 'Journal des importations',
    aimaParking: 'Stationnement Aima',
    wakeupProvider: 'Fournisseur de réveil',
    fleetManagement: 'Gestion de la flotte',
    parkingTicket: 'Contravention',
    recentActivity: 'Activité récente',
    team: 'Équipe',
    rolesPermissions: 'Rôles et permissions',
    analytics: 'Analytique',
  },
  /** Le bouton et le panneau secondaire de l'écran partagé (spec 2, Split screen). */
  splitScreen: {
    open: "Ouvrir l'écran partagé",
    close: "Fermer l'écran partagé",
    unavailable: "L'écran partagé n'est pas disponible sur cette page",
    panel: 'Panneau secondaire',
    resize: 'Redimensionner le panneau secondaire',
    carTicketsError: "Les billets récents de la voiture n'ont pas pu être chargés.",
    noTickets: 'Aucun billet pour le moment.',
  },
  /** La page autour des écrans : son lien d'évitement et la page d'une adresse inconnue. */
  page: {
    skipToContent: 'Aller au contenu',
    notFound: {
      title: 'Page introuvable',
      message: "Aucune page à cette adresse. Vérifiez le lien, ou repartez de l'accueil.",
    },
  },
  /** The bell and its notifications (spec 1, Notifications; README, Departures). */
  notifications: {
    bellUnread: 'Notifications, %{count} non lues',
    title: 'Notifications',
    markRead: 'Marquer comme lue',
    markReadOf: 'Marquer comme lue : %{text}',
    markAllRead: 'Tout marquer comme lu',
    seeMore: 'Voir plus',
    empty: 'Aucune notification',
    failed: 'Les notifications n’ont pas pu être chargées.',
    unread: 'Non lue',
    kinds: {
      ticketAssigned: 'Le billet n° %{ticketId} vous a été assigné par %{assignedBy} : %{subject}',
      importFinished:
        'Votre importation de %{fileName} est terminée : %{success} appliquées, %{failed} en échec',
      importAppliedBefore:
        'Votre importation de %{fileName} n’a rien changé : sa ligne avait déjà été appliquée |||| Votre importation de %{fileName} n’a rien changé : les %{smart_count} lignes avaient toutes déjà été appliquées',
      importInterrupted: 'Votre importation de %{fileName} a été interrompue',
      commandFailed: '%{command} a échoué sur la voiture %{plate}',
      commandTimedOut: '%{command} : délai dépassé sur la voiture %{plate}',
      alertExpiring: 'L’alerte sur %{memberName} expire aujourd’hui',
    },
  },
} satisfies typeof english;
