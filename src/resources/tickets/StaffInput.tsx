import { useEffect, useMemo, useState } from 'react';
import { useGetList, type InputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Staff } from '../../domain/staffs/staff.ts';
import { staffDisplayName } from '../../domain/names.ts';
import {
  AppAutocompleteInput,
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_MIN_CHARS,
} from '../../custom/forms/AppAutocompleteInput.tsx';

const SUGGESTIONS = 20;
// One empty list for every render: a new [] each time would read as new choices and reset the typed text.
const NONE: Staff[] = [];
// Also one function: react-admin resets the typed text to the choice's label whenever it changes.
const staffLabel = (staff: Staff) => staffDisplayName(staff);

/**
 * A staff member to assign, picked by first or last name (spec point 6: shown as first
 * name, last name and (role)); the value is the staff id. The choices come from /staffs,
 * which every ticket role may read; the picked one is fetched by `ids`, since a staff
 * member's own page (/staffs/{id}) is the Team screen's, closed to most ticket roles.
 */
export const StaffInput = (props: InputProps) => {
  const value = useWatch({ name: props.source }) as number | string | null | undefined;
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const handle = window.setTimeout(() => setQ(typed.trim()), AUTOCOMPLETE_DELAY_MS);
    return () => window.clearTimeout(handle);
  }, [typed]);
  const searching = q.length >= AUTOCOMPLETE_MIN_CHARS;
  const { data: found = NONE } = useGetList<Staff>(
    'staffs',
    {
      filter: { q },
      pagination: { page: 1, perPage: SUGGESTIONS },
      sort: { field: 'lastName', order: 'ASC' },
    },
    { enabled: searching },
  );
  const picked = value !== null && value !== undefined && value !== '';
  const { data: current = NONE } = useGetList<Staff>(
    'staffs',
    { filter: { ids: String(value) }, pagination: { page: 1, perPage: 1 } },
    { enabled: picked },
  );
  const choices = useMemo(() => {
    const byId = new Map([...current, ...(searching ? found : [])].map((s) => [s.id, s]));
    return [...byId.values()];
  }, [current, found, searching]);
  return (
    <AppAutocompleteInput
      {...props}
      choices={choices}
      optionText={staffLabel}
      // The server already matched the names; the 300 ms wait is ours (above), not the input's.
      debounce={0}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
    />
  );
};
