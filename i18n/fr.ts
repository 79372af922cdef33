import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'ra-core';

/** Every string the user reads, in French; loaded on demand as its own chunk. Same keys as en.ts. */
const fr: TranslationMessages = {
  ...frenchMessages,
  app: {
    title: 'Back-office Autopartage',
    locale: { switchTo: 'Passer en %{locale}' },
    nav: { home: 'Accueil', members: 'Membres' },
    home: {
      title: 'Accueil',
      welcome: 'Bienvenue, %{name}',
      intro: 'Utilisez le menu pour rechercher des membres.',
    },
    notification: {
      saved: 'Les modifications ont été appliquées avec succès',
      inProgress: 'Opération en cours',
      systemError: 'Oups ! Il semble y avoir une erreur système.',
    },
    error: {
      generic: "Oups ! Quelque chose s'est mal passé",
      config: "Les paramètres de l'application n'ont pas pu être chargés. Veuillez recharger la page.",
    },
    noAccess: "Vous n'avez pas accès à cette page, veuillez consulter votre administrateur système.",
  },
  auth: {
    noAccess: "Vous n'avez pas accès à cette page, veuillez consulter votre administrateur système.",
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    username: "Nom d'utilisateur (courriel)",
    email: 'Courriel',
    password: 'Mot de passe',
    invalidCredentials: 'Identifiants invalides. Veuillez réessayer.',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
    backToLogin: 'Retour à la connexion',
    login: {
      title: 'Connexion',
      submit: 'Se connecter',
      forgotPassword: 'Mot de passe oublié ?',
    },
    recovery: {
      title: 'Récupération du mot de passe',
      intro:
        'Saisissez le courriel avec lequel vous vous connectez. Nous vous enverrons un code de vérification.',
      submit: 'Envoyer le code',
      sent: 'Si un compte existe pour %{email}, un code de vérification a été envoyé à cette adresse.',
      haveCode: "J'ai un code",
      failed: "Le code n'a pas pu être envoyé. Veuillez réessayer plus tard.",
    },
    reset: {
      title: 'Réinitialisation du mot de passe',
      intro: 'Saisissez votre courriel, le code de vérification reçu et votre nouveau mot de passe.',
      code: 'Code de vérification',
      newPassword: 'Nouveau mot de passe',
      submit: 'Réinitialiser le mot de passe',
      done: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
      invalidCode: "Ce code de vérification n'est pas valide.",
      expiredCode: 'Ce code de vérification a expiré. Demandez-en un nouveau.',
      passwordRejected: "Ce mot de passe n'est pas accepté. Choisissez-en un plus long ou plus varié.",
      failed: "Le mot de passe n'a pas pu être réinitialisé. Veuillez réessayer plus tard.",
    },
  },
  /** Clés que l'API renvoie dans ApiErrorBody.messageKey. */
  error: {
    system: 'Oups ! Il semble y avoir une erreur système.',
    badRequest: "La requête n'a pas pu être comprise.",
    malformedJson: "La requête n'a pas pu être lue.",
    notFound: 'Introuvable.',
    staffNotFound: "Aucune fiche d'employé n'existe pour cet utilisateur.",
    tooLarge: 'La requête est trop volumineuse.',
    tooManyRequests: 'Trop de requêtes. Veuillez patienter un moment et réessayer.',
    unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
  },
  validation: {
    required: 'Obligatoire',
    invalid: 'Valeur invalide',
    minLength: 'Trop court',
    maxLength: 'Trop long',
    minValue: 'Trop petit',
    maxValue: 'Trop grand',
    phone: 'Doit être un numéro de téléphone nord-américain valide à 10 chiffres',
    postalCode: 'Doit être un code postal canadien ou un code ZIP américain valide',
    customerNumber: 'Doit être un numéro de client (lettres, chiffres et tirets)',
    ids: "Doit être une liste d'identifiants numériques séparés par des virgules",
    page: 'Numéro de page invalide',
    count: 'Taille de page invalide',
  },
  customers: {
    search: {
      title: 'Recherche de clients',
      empty: 'Aucun membre ne correspond à ces critères.',
      error: "Les membres n'ont pas pu être chargés.",
      capped: 'Plus de %{count} membres correspondent ; précisez la recherche.',
    },
    accountStatus: { ACTIVE: 'Actif', CLOSED: 'Fermé' },
    suspendStatus: {
      UNSUSPENDED: 'Non suspendu',
      'SUSPENDED-FLAG': 'Suspendu (signalement)',
      'SUSPENDED-OSB': 'Suspendu (solde impayé)',
    },
  },
  resources: {
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
        q: 'Recherche',
      },
    },
  },
};

export default fr;
