import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Box } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Form,
  NumberInput,
  RecordContextProvider,
  SaveButton,
  SelectArrayInput,
  TextInput,
  useCreate,
  useGetOne,
  useTranslate,
  useUpdate,
  type Identifier,
} from 'react-admin';
import { FORM_BEHAVIOUR } from '../../custom/forms/formBehaviour.ts';
import { AppDateInput } from '../../custom/forms/PickerInputs.tsx';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { GuardForm } from '../../custom/forms/LeaveGuard.tsx';
import { isStale, useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import { zodValidator, zodValidators } from '../../custom/forms/zodValidator.ts';
import type { ApiErrorBody } from '../../domain/apiError.ts';
import type { RegionRow } from '../../domain/regionList.ts';
import {
  isStartNotPast,
  PROMOTION_MESSAGES,
  promotionFields,
  regionIds,
  type PromotionRecord,
} from '../../domain/promotions/promotion.ts';
import { PROMOTION_STATUSES, PROMOTION_TYPES } from '../../domain/promotions/promotionValues.ts';
import { MESSAGES } from '../../domain/validation.ts';
import { dayInput } from '../../custom/forms/dayInput.ts';
import { usePromotionLists, useValueChoices } from './promotionInputs.tsx';

type Values = Record<string, unknown>;

const validate = zodValidators(promotionFields);
const validateRegions = zodValidator(regionIds);
const field = (name: string) => `resources.promotions.fields.${name}`;

/** What a save sends: the form's fields (the version goes as If-Match, the id in the path). */
const FORM_FIELDS = Object.keys(promotionFields);

const NEW_PROMOTION: Values = { status: 'ACTIVE', regions: [] };

/** The form's values of a stored promotion: its regions as ids, what the select picks. */
const formValues = (record: PromotionRecord): Values => ({
  ...record,
  regions: record.regions.map((region) => region.id),
});

/**
 * Spec 5 "Start date cannot be in the past", as the server judges it: today in the westernmost
 * of the picked regions, by the server's clock and zone data, and on an update only when the
 * start changes.
 */
const startNotPast =
  (regions: RegionRow[], storedStart: string | undefined) => (value: unknown, values: Values) => {
    if (typeof value !== 'string' || value === storedStart) return undefined;
    const picked = new Set(values.regions as number[]);
    const todays = regions.filter((region) => picked.has(region.id)).map((region) => region.today);
    return isStartNotPast(value, todays) ? undefined : PROMOTION_MESSAGES.startPast;
  };

/** Spec 5 "Expiry cannot be before the start date". */
const notBeforeStart = (value: unknown, values: Values) =>
  typeof value === 'string' && typeof values.startDate === 'string' && value < values.startDate
    ? MESSAGES.dateRange
    : undefined;

const errorBodyOf = (error: unknown) => (error as { body?: Partial<ApiErrorBody> } | null)?.body;

export interface PromotionDialogProps {
  /** The promotion to update; none to add one. */
  id?: Identifier;
  onClose: () => void;
  onSaved: (id: Identifier) => void;
}

/**
 * Spec 2 "Add/Update promo code" modal over the promotion search: every rule of spec 5 at its
 * field as the server checks it; regions from /regions, channels from /subChannels. A refusal
 * shows spec 8's 'There has been an issue creating/updating promotion' and the server's
 * message at the field it names; a save from an older copy offers to reload.
 */
export const PromotionDialog = ({ id, onClose, onSaved }: PromotionDialogProps) => {
  const translate = useTranslate();
  const { regions, subChannels } = usePromotionLists();
  const choices = useValueChoices();
  const { data: record, refetch } = useGetOne<PromotionRecord>(
    'promotions',
    { id: id as number },
    { enabled: id !== undefined },
  );
  const [create] = useCreate();
  const [update] = useUpdate();
  const [failed, setFailed] = useState(false);
  const { onError: onStale, staleDialog } = useStaleReload(async () => {
    const { data } = await refetch();
    return { data: data && formValues(data) };
  });
  if (id !== undefined && !record) return null;

  const submit = async (values: Values) => {
    setFailed(false);
    // The transform sends regions by name on add and by id on update (spec 7).
    const picked = regions.filter((region) => (values.regions as number[]).includes(region.id));
    const data = {
      ...Object.fromEntries(FORM_FIELDS.map((name) => [name, values[name]])),
      regions: picked.map(({ id: regionId, name }) => ({ id: regionId, name })),
    };
    try {
      const saved = record
        ? await update('promotions', { id: record.id, data, previousData: record }, { returnPromise: true })
        : await create('promotions', { data }, { returnPromise: true });
      onSaved(saved.id);
      return undefined;
    } catch (error) {
      if (isStale(error)) return onStale(error);
      setFailed(true);
      return errorBodyOf(error)?.fields;
    }
  };

  const title = record ? 'promotions.updateTitle' : 'promotions.addTitle';
  return (
    <Dialog open onClose={onClose} aria-labelledby="promotion-dialog-title" fullWidth maxWidth="md">
      <RecordContextProvider value={undefined}>
        <Form
          defaultValues={record ? formValues(record) : NEW_PROMOTION}
          onSubmit={submit}
          {...FORM_BEHAVIOUR}
        >
          <GuardForm />
          {staleDialog}
          <DialogTitle id="promotion-dialog-title">{translate(title)}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
              <TextInput source="promoCode" label={field('promoCode')} validate={validate.promoCode} />
              <AppSelectInput
                source="status"
                label={field('status')}
                validate={validate.status}
                choices={choices('statuses', PROMOTION_STATUSES)}
              />
              <AppSelectInput
                source="type"
                label={field('type')}
                validate={validate.type}
                choices={choices('types', PROMOTION_TYPES)}
              />
              <AppSelectInput
                source="subChannel"
                label={field('subChannel')}
                validate={validate.subChannel}
                choices={choices('subChannels', subChannels)}
              />
              <SelectArrayInput
                source="regions"
                label={field('regions')}
                choices={regions}
                translateChoice={false}
                validate={validateRegions}
              />
              <TextInput source="description" label={field('description')} validate={validate.description} />
              <NumberInput
                source="freeMinutes"
                label={field('freeMinutes')}
                validate={validate.freeMinutes}
              />
              <NumberInput source="daysValid" label={field('daysValid')} validate={validate.daysValid} />
              <NumberInput
                source="numberOfUses"
                label={field('numberOfUses')}
                validate={validate.numberOfUses}
              />
              <NumberInput
                source="regDiscount"
                label={field('regDiscount')}
                validate={validate.regDiscount}
              />
              <AppDateInput
                source="startDate"
                label={field('startDate')}
                validate={[validate.startDate, startNotPast(regions, record?.startDate)]}
                {...dayInput}
              />
              <AppDateInput
                source="expiryDate"
                label={field('expiryDate')}
                validate={[validate.expiryDate, notBeforeStart]}
                {...dayInput}
              />
            </Box>
            <TextInput
              source="marketingNotes"
              label={field('marketingNotes')}
              validate={validate.marketingNotes}
              multiline
              minRows={2}
              fullWidth
            />
            {failed ? (
              <Alert severity="error" role="alert">
                {translate('promotions.saveFailed')}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={onClose} />
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      </RecordContextProvider>
    </Dialog>
  );
};
