/**
 * The English texts of the Import Log and Mass Minutes Import (spec 1); part of en.ts.
 */
export default {
  /** The Import Log and Mass Minutes Import (spec 1, 3, 4, 5). */
  imports: {
    tabsLabel: 'Imports',
    tabs: { log: 'Import Log', massImport: 'Mass Minutes Import' },
    types: {
      createPromoCode: 'Create Promo Code',
      addFreeMinutes: 'Add Free Minutes',
      applyPromoCode: 'Apply Promo Code',
    },
    statuses: { inProgress: 'In Progress', completed: 'Completed', interrupted: 'Interrupted' },
    empty: 'No import yet. Import a file from the Mass Minutes Import tab.',
    error: 'The import log could not be loaded.',
    progress: '%{processed} of %{total}',
    /** Spec 4, Import status: a file run again whose every row was applied before. */
    appliedBefore: 'Its one row was applied before |||| All %{smart_count} rows were applied before',
    details: {
      download: 'Details',
      /** The button's accessible name: its visible word first, then the file it downloads (WCAG 2.5.3). */
      downloadFile: 'Details: %{fileName}',
      row: 'Row',
      reference: 'Reference',
      field: 'Field',
      message: 'Message',
    },
    type: 'Import type',
    template: 'Download the template',
    file: 'Choose a .csv file',
    dryRun: 'Dry run',
    import: 'Import',
    report: {
      title: 'Dry run report',
      summary: '%{valid} of %{total} rows can be imported.',
      clean: 'Every row can be imported.',
      caption: 'The rows that would not be imported, and why',
      more: '%{count} more are not shown: correct these and run it again.',
      readAs: 'Read as %{encoding}, columns separated by %{separator}.',
    },
    encodings: {
      'utf-8': 'UTF-8',
      'utf-16le': 'UTF-16 (Excel “Unicode text”)',
      'utf-16be': 'UTF-16 big-endian',
      'windows-1252': 'Windows-1252 (Excel “CSV (Comma delimited)”)',
    },
    separators: { comma: 'commas', semicolon: 'semicolons', tab: 'tabs' },
    started: 'Import #%{id} started: %{total} rows. Follow it in the Import Log.',
    failed: 'The file could not be imported: %{reason}',
    duplicate: 'Already imported (same reference)',
    batchFailed: 'Not imported: its batch failed, try again',
    noRows: 'The file holds no row under its header',
    rows: {
      customerRequired: 'Give the customer number (or the customer id)',
      unknownCustomerNumber: 'No member has this customer number',
      customerMismatch: 'The customer number and the customer id name two different members',
    },
  },
};
