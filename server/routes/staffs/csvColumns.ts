import { roleLabel, type Staff } from '../../../src/domain/staffs/staff.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

const field = (name: string) => `resources.staffs.fields.${name}`;

const NAMES: readonly CsvColumn<Staff>[] = [
  { label: field('firstName'), cell: (row) => row.firstName },
  { label: field('lastName'), cell: (row) => row.lastName },
];
const EMAIL: CsvColumn<Staff> = { label: field('email'), cell: (row) => row.email };
const ROLE: CsvColumn<Staff> = {
  label: field('role'),
  cell: (row, { translate }) => roleLabel(row.role, translate),
};

/** The Team screen's columns (StaffList.tsx) in the reader's words; e-mail addresses only for who may see them. */
export const teamCsvColumns = (seesEmail: boolean): readonly CsvColumn<Staff>[] =>
  seesEmail ? [...NAMES, EMAIL, ROLE] : [...NAMES, ROLE];
