import type english from '../en/imports.ts';

/**
 * The French texts of the Import Log and Mass Minutes Import (spec 1); part of fr.ts.
 */
export default {
  /** Le journal des importations et l’importation de minutes en masse (spec 1, 3, 4, 5). */
  imports: {
    tabsLabel: 'Importations',
    tabs: { log: 'Journal des importations', massImport: 'Importation de minutes en masse' },
    types: {
      createPromoCode: 'Créer des codes promo',
      addFreeMinutes: 'Ajouter des minutes gratuites',
      applyPromoCode: 'Appliquer des codes promo',
    },
    statuses: { inProgress: 'En cours', completed: 'Terminée', interrupted: 'Interrompue' },
    empty:
      'Aucune importation pour l’instant. Importez un fichier depuis l’onglet Importation de minutes en masse.',
    error: 'Le journal des importations n’a pas pu être chargé.',
    progress: '%{processed} sur %{total}',
    appliedBefore: 'Sa ligne était déjà appliquée |||| Les %{smart_count} lignes étaient déjà appliquées',
    details: {
      download: 'Détails',
      downloadFile: 'Détails : %{fileName}',
      row: 'Ligne',
      reference: 'Référence',
      field: 'Champ',
      message: 'Motif',
    },
    type: 'Type d’importation',
    template: 'Télécharger le modèle',
    file: 'Choisir un fichier .csv',
    dryRun: 'Essai à blanc',
    import: 'Importer',
    report: {
      title: 'Rapport de l’essai à blanc',
      summary: '%{valid} lignes sur %{total} peuvent être importées.',
      clean: 'Toutes les lignes peuvent être importées.',
      caption: 'Les lignes qui ne seraient pas importées, et pourquoi',
      more: '%{count} de plus ne sont pas affichées : corrigez celles-ci et relancez l’essai.',
      readAs: 'Lu en %{encoding}, colonnes séparées par des %{separator}.',
    },
    encodings: {
      'utf-8': 'UTF-8',
      'utf-16le': 'UTF-16 (« Texte Unicode » d’Excel)',
      'utf-16be': 'UTF-16 gros-boutiste',
      'windows-1252': 'Windows-1252 (« CSV (séparateur : point-virgule) » d’Excel)',
    },
    separators: { comma: 'virgules', semicolon: 'points-virgules', tab: 'tabulations' },
    started: 'Importation n° %{id} lancée : %{total} lignes. Suivez-la dans le journal des importations.',
    failed: 'Le fichier n’a pas pu être importé : %{reason}',
    duplicate: 'Déjà importée (même référence)',
    batchFailed: 'Non importée : son lot a échoué, réessayez',
    noRows: 'Le fichier ne contient aucune ligne sous son en-tête',
    rows: {
      customerRequired: 'Indiquez le numéro de client (ou l’identifiant du client)',
      unknownCustomerNumber: 'Aucun membre n’a ce numéro de client',
      customerMismatch: 'Le numéro de client et l’identifiant du client désignent deux membres différents',
    },
  },
} satisfies typeof english;
