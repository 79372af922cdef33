import type english from '../en/signIn.ts';

/**
 * The French texts of the sign-in pages and the product's frame, part of fr.ts (the sign-in page
 * loads the whole of fr.ts: docs/architecture.md, Sign-in notes).
 */
export default {
  app: {
    title: 'Back-office Autopartage',
    locale: { switchTo: 'Passer en %{locale}' },
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
    tooManyAttemptsWait: 'Trop de tentatives — réessayez dans %{seconds} s',
    passwordPolicy: {
      length: 'Le mot de passe est trop court : il lui faut au moins %{min} caractères.',
      lowercase: 'Le mot de passe doit contenir une lettre minuscule.',
      uppercase: 'Le mot de passe doit contenir une lettre majuscule.',
      digit: 'Le mot de passe doit contenir un chiffre.',
      symbol: 'Le mot de passe doit contenir un symbole (par exemple ! - # ou une espace).',
    },
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
} satisfies typeof english;
