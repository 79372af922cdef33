import type english from '../en/common.ts';

/**
 * The French texts every screen shares (the API's refusals, the stale-save dialog, validation,
 * forms and files, lists and saved searches, react-admin's resource names and fields); part of fr.ts.
 */
export default {
  /** Clés que l'API renvoie dans ApiErrorBody.messageKey. */
  error: {
    system: 'Oups ! Il semble y avoir une erreur système.',
    badRequest: "La requête n'a pas pu être comprise.",
    malformedJson: "La requête n'a pas pu être lue.",
    notFound: 'Introuvable.',
    staffNotFound: "Aucune fiche d'employé n'existe pour cet utilisateur.",
    staffStillReferenced: 'Cet employé est encore nommé sur des billets et ne peut pas être supprimé.',
    tooLarge: 'La requête est trop volumineuse.',
    tooManyRequests: 'Trop de requêtes. Veuillez patienter un moment et réessayer.',
    unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
    // Le contrôle de l'en-tête Host (README, Configuration : ALLOWED_HOSTS).
    wrongHost: 'Cette adresse ne sert pas le back-office. Ouvrez-le à sa propre adresse.',
    // Écritures (docs/architecture.md) : un enregistrement fait depuis une copie périmée.
    stale: "Cette fiche a été modifiée par quelqu'un d'autre depuis que vous l'avez ouverte.",
    versionRequired: 'La version de la fiche modifiée est manquante.',
    idempotencyKeyReused:
      "Cette demande a déjà été faite une fois avec d'autres détails : elle n'a pas été refaite. Fermez la fenêtre et recommencez.",
  },
  stale: {
    title: "Modifiée par quelqu'un d'autre",
    text: "Quelqu'un a enregistré cette fiche après que vous l'avez ouverte : vos modifications n'ont donc pas été enregistrées. Rechargez pour voir sa version (vos modifications ici seront perdues), ou continuez la saisie.",
    textBy:
      "%{name} a enregistré cette fiche le %{at}, après que vous l'avez ouverte : vos modifications n'ont donc pas été enregistrées. Rechargez pour voir sa version (vos modifications ici seront perdues), ou continuez la saisie.",
    reload: 'Recharger',
    keepEditing: 'Continuer la saisie',
  },
  validation: {
    required: 'Obligatoire',
    invalid: 'Valeur invalide',
    email: 'Doit être une adresse courriel valide',
    zip: 'Doit être un code ZIP américain valide (12345 ou 12345-6789)',
    canadianPostalCode: 'Doit être un code postal canadien valide (A1A 1A1)',
    dateRange: 'La date de fin ne peut pas précéder la date de début',
    language: 'Langue inconnue : le fichier s’écrit en anglais ou en français',
    month: 'Doit être un mois (AAAA-MM)',
    timeZone: 'Fuseau horaire inconnu',
    length: 'Doit comporter exactement %{length} caractères',
    minLength: 'Doit comporter au moins %{min} caractères',
    maxLength: 'Doit comporter au plus %{max} caractères',
    minValue: 'Doit être au moins %{min}',
    maxValue: 'Doit être au plus %{max}',
    range: 'Doit être entre %{min} et %{max}',
    // What the database cannot keep, and the dates it can
    characters: 'Contient un caractère qui ne peut pas être enregistré (NUL ou moitié de caractère)',
    dateBounds: 'Doit être une date entre 1900 et 9999',
    wholeMinutes: 'Saisissez un nombre entier de minutes',
    wholeDays: 'Saisissez un nombre entier de jours',
    phone: 'Doit être un numéro de téléphone nord-américain valide à 10 chiffres',
    // The member profile's fields (spec 2 Customer profile, Profile tab)
    profile: {
      phoneDigits: 'Chiffres seulement : un numéro nord-américain valide à 10 chiffres',
      province: 'Doit être un code de province ou d’État à 2 lettres',
      memberNumber: 'Doit compter 16 chiffres',
      licenceNumber: 'Doit contenir des lettres, des chiffres et des tirets (20 au plus)',
      date: 'Doit être une date (AAAA-MM-JJ)',
      future: 'Ne peut pas être dans le futur',
      expired: 'Est déjà expiré',
      cardExpiry: 'Doit être un mois et une année (MM/AA)',
    },
    postalCode: 'Doit être un code postal canadien ou un code ZIP américain valide',
    customerNumber: 'Doit être un numéro de client (lettres, chiffres et tirets)',
    ids: "Doit être une liste d'identifiants numériques séparés par des virgules",
    page: 'Numéro de page invalide',
    count: 'Taille de page invalide',
    // Strict ids (src/domain/ids.ts)
    id: 'Doit être un identifiant numérique',
    ticketId: 'Doit être un numéro de billet',
    staff: 'Doit être un identifiant de membre du personnel',
    customer: 'Doit être un identifiant de membre',
    // Alerts and RFID numbers (spec 5 Alert, spec 4 RFID status)
    futureDate: 'Doit être une date future',
    rfidNumber: 'Doit être un numéro RFID de 8 à 20 chiffres',
    startNotFuture: 'La date de début ne peut pas être dans le futur',
    // Car and ticket searches
    vin: 'Doit être un NIV de 17 lettres et chiffres',
    vinSearch:
      "Jusqu'à 17 lettres et chiffres : un NIV entier, ses premiers caractères ou ses 4 derniers ou plus",
    vehicle: 'Doit être une plaque ou un NIV complet',
    trip: 'Doit être un numéro de trajet',
    categories: 'Doit être des catégories de billet du catalogue',
    date: 'Doit être une date (AAAA-MM-JJ)',
    licencePlate: 'Doit être une plaque d’immatriculation (lettres, chiffres et espaces)',
    telemeterId: 'Doit être un identifiant de boîtier télématique',
    msisdn: 'Doit être un numéro de carte SIM (chiffres seulement)',
  },
  forms: {
    unsavedChanges: 'Les modifications apportées pourraient ne pas être enregistrées. Quitter ?',
    file: {
      choose: 'Choisir un fichier',
      hintCsv: 'Un fichier .csv, %{max} au plus',
      hintTxt: 'Un fichier .txt, %{max} au plus',
      tooLarge: 'Le fichier doit faire au plus %{max}',
      onlyOne: 'Choisissez un seul fichier à la fois',
      remove: 'Retirer le fichier',
    },
    autocomplete: {
      minChars: 'Tapez au moins %{count} caractères',
      noOptions: 'Aucun résultat',
      loading: 'Recherche…',
    },
    // Espace insécable entre le nombre et l'unité, comme le veut la typographie française.
    elapsed: {
      days: '%{count}\u00a0j',
      hours: '%{count}\u00a0h',
      minutes: '%{count}\u00a0min',
      seconds: '%{count}\u00a0s',
    },
  },
  resources: {
    massImports: {
      name: 'Importation |||| Importations',
      fields: {
        startedAt: 'Date et heure',
        type: 'Type d’import',
        fileName: 'Fichier',
        status: 'Statut',
        total: 'Lignes au total',
        processed: 'Traitées',
        success: 'Réussies',
        failed: 'Échouées',
        duplicates: 'Doublons',
        staffName: 'Membre de l’équipe',
        detailsLocation: 'Détails',
      },
    },
    freeMinutes: { name: 'Minutes gratuites |||| Minutes gratuites' },
    promotions: {
      name: 'Offre promotionnelle |||| Offres promotionnelles',
      fields: {
        promoCode: 'Code promo',
        description: 'Descriptif',
        status: 'Statut',
        type: 'Type de code',
        subChannel: 'Canal',
        regions: 'Régions',
        region: 'Région',
        freeMinutes: 'Minutes gratuites',
        daysValid: 'Jours de validité',
        numberOfUses: "Nombre d'utilisations",
        regDiscount: "Rabais d'inscription (%)",
        startDate: 'Date de début',
        expiryDate: "Date d'expiration",
        marketingNotes: 'Notes marketing',
        startFrom: 'Débute à partir du',
        startTo: "Débute jusqu'au",
        expiryFrom: 'Expire à partir du',
        expiryTo: "Expire jusqu'au",
      },
    },
    payments: {
      name: 'Paiement |||| Paiements',
      fields: {
        id: 'Paiement',
        date: 'Date du paiement',
        customerId: 'Membre',
        member: 'Membre',
        amount: 'Montant',
        status: 'Statut',
        declineReason: 'Motif du refus',
        cardType: 'Type de carte',
        cardNumber: 'Numéro de carte',
        cardExpiry: 'Expiration',
        processType: 'Type de traitement',
        reference: 'Référence',
      },
    },
    staffs: {
      name: 'Membre du personnel |||| Membres du personnel',
      fields: {
        firstName: 'Prénom',
        lastName: 'Nom de famille',
        email: 'Courriel',
        role: 'Rôle',
        q: 'Rechercher par nom',
      },
    },
    customers: {
      name: 'Membre |||| Membres',
      fields: {
        customerNumber: 'Numéro de client',
        name: 'Nom',
        lastName: 'Nom de famille',
        firstName: 'Prénom',
        email: 'Courriel',
        emailAddress: 'Courriel',
        phone: 'Téléphone',
        phoneNumber: 'Téléphone',
        city: 'Ville',
        accountStatus: 'Statut du compte',
        accountSuspendStatus: 'Suspension',
        outstandingBalanceAmount: 'Solde',
        customerCreateDate: 'Membre depuis',
        postalCode: 'Code postal',
        rfid: 'Numéro RFID',
        q: 'Recherche',
      },
    },
  },
  errors: {
    goBack: 'Retour',
    home: "Aller à l'accueil",
    downloadFailed: {
      title: 'Échec du téléchargement',
      message: "Le fichier %{fileName} n'a pas pu être téléchargé. Veuillez réessayer plus tard.",
      close: 'Fermer',
    },
  },
  /**
   * Les recherches enregistrées, gardées sur le serveur pour chaque membre du personnel
   * (README, Departures).
   */
  savedSearches: {
    labelTaken: 'Vous avez déjà une recherche enregistrée de cette liste sous ce nom.',
    tooMany:
      'Cette liste garde déjà autant de recherches enregistrées qu’une personne peut en avoir. Retirez-en une d’abord.',
    tooLarge: 'Cette recherche a trop de filtres pour être enregistrée.',
    loadFailed: 'Vos recherches enregistrées n’ont pas pu être chargées.',
  },
  /** Toutes les listes (src/custom/lists). */
  lists: {
    filterInvalid: 'Aucune ligne tant qu’un filtre est invalide. Corrigez-le pour voir les résultats :',
    clearFilters: 'Effacer les filtres',
    loading: 'Chargement des lignes correspondantes',
    capped: '%{total} résultats. Précisez la recherche pour les réduire.',
    pageRangeCapped: '%{from}-%{to} sur %{total}',
    export: { label: 'Exporter en CSV', capped: 'Seules les %{count} premières lignes ont été exportées' },
  },
  // Spec points 5, 7 and 8, Files: ticket attachments, upload and download.
  files: {
    uploadFailed: 'Le téléversement du fichier a échoué. Veuillez réessayer plus tard',
    wrongType:
      'Seul un fichier .csv, .txt, .pdf, .png ou .jpg est accepté, et son contenu doit correspondre à son nom',
    wrongTypeCsv: 'Seul un fichier .csv est accepté',
    wrongTypeTxt: 'Seul un fichier .txt est accepté',
    unreadable: {
      workbook:
        'Ce fichier semble être un classeur Excel : enregistrez-le d’abord en CSV (Fichier, Enregistrer sous, CSV), puis choisissez ce fichier.',
      binary:
        'Ce fichier n’est pas du texte (il contient des données binaires) : ouvrez-le dans son programme, enregistrez-le en CSV, puis choisissez ce fichier.',
    },
    tooLarge: 'Le fichier doit faire au plus 1 Mo',
    onlyOne: 'Envoyez un fichier à la fois',
    empty: 'Le fichier est vide',
    missing: 'Choisissez un fichier à téléverser',
    hint: 'Un fichier .csv, .txt, .pdf, .png ou .jpg, au plus %{max}',
    attach: 'Joindre un fichier',
    uploading: 'Téléversement de %{fileName}…',
    download: 'Télécharger %{fileName}',
  },
} satisfies typeof english;
