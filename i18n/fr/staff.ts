import type english from '../en/staff.ts';

/**
 * The French texts of the staff: Team and Roles & Permissions (spec 1, 6); part of fr.ts.
 */
export default {
  team: {
    empty: "Aucun membre du personnel ne correspond. Vérifiez l'orthographe, ou effacez la recherche.",
    error: "Les membres du personnel n'ont pas pu être chargés. Veuillez réessayer plus tard.",
    emailHelp: "Le courriel sert d'identifiant de connexion ; il ne peut pas être modifié ici.",
    roleHelp:
      "Le rôle est le groupe de l'utilisateur dans le fournisseur d'identité, qui décide des accès ; modifiez-le là-bas.",
    roles: {
      SYSADM: 'Administrateur système',
      MGMT: 'Direction',
      BI: 'Intelligence d’affaires',
      MSA: 'Services aux membres',
      OC: 'Centre des opérations',
      FLEET: 'Flotte',
      SUPPORT: 'Soutien',
      SVC: 'Entretien',
      DRIVE: 'Conducteur',
    },
  },
  roles: {
    intro:
      "Les zones que chaque rôle ouvre. Les rôles viennent des groupes du fournisseur d'identité ; l'accueil est ouvert à tous les rôles.",
    allowed: 'Autorisé',
    denied: 'Non autorisé',
    areas: {
      cars: 'Voitures',
      carDetail: 'Détail de la voiture',
      customers: 'Membres et paiements',
      trips: 'Trajets',
      tickets: 'Billets',
      promotions: 'Offres promotionnelles',
      import: 'Importations',
      infleet: 'Mise en flotte',
      homeZone: "Zone d'attache",
      parkingData: 'Données de stationnement',
      fleetManagement: 'Gestion de la flotte',
      parkingTicket: 'Contravention',
      team: 'Équipe',
      rolesPermissions: 'Rôles et permissions',
      analytics: 'Analytique',
      notifications: 'Notifications',
    },
  },
} satisfies typeof english;
