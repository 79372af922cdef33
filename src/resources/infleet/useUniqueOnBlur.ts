import { useMemo, useRef } from 'react';
import { useDataProvider, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { addCar } from '../../domain/cars/addCar.ts';
import {
  UNIQUE_FIELDS,
  UNIQUE_MESSAGES,
  type FieldChecks,
  type UniqueField,
} from '../../domain/cars/infleet.ts';

type Taken = Record<UniqueField, Set<string>>;

/**
 * Spec 5: on leaving VIN, plate, box id, MSISDN, ICCID, IMSI or fleet, when the value keeps its
 * own rule, POST /infleet/validate says whether a car holds it already. A taken value is kept
 * and refused by the field's validator, not set as a one-off error: react-hook-form drops
 * those at the next validation, and the form would submit a value known to be taken. Editing
 * the field to another value clears it; a failed check says nothing, as POST /infleet checks
 * again.
 */
export const useUniqueOnBlur = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const form = useFormContext();
  const taken = useRef(Object.fromEntries(UNIQUE_FIELDS.map((field) => [field, new Set<string>()])) as Taken);
  const validators = useMemo(
    () =>
      Object.fromEntries(
        UNIQUE_FIELDS.map((field): [UniqueField, Validator] => [
          field,
          (value: unknown) => (taken.current[field].has(String(value)) ? UNIQUE_MESSAGES[field] : undefined),
        ]),
      ) as Record<UniqueField, Validator>,
    [],
  );
  const check = (field: UniqueField) => async () => {
    const value: unknown = form.getValues(field);
    const rule = addCar.shape[field].safeParse(value);
    if (!rule.success) return;
    try {
      const checks = await dataProvider.call<FieldChecks>('infleetValidate', 'VALIDATE', {
        [field]: rule.data,
      });
      if (checks[field]?.unique !== false) return;
      taken.current[field].add(String(value));
      void form.trigger(field);
    } catch {
      // The add itself refuses a taken value (409, at the field).
    }
  };
  return { validators, check };
};
