import AddIcon from '@mui/icons-material/Add';
import { createContext, useContext, useState } from 'react';
import { Button, DataTable, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { AppList } from '../../custom/lists/AppList.tsx';
import { ModalLink } from '../../custom/lists/ModalLink.tsx';
import type { PromotionRecord } from '../../domain/promotions/promotion.ts';
import { promotionValueText, type PromotionValueKind } from '../../domain/promotions/promotionText.ts';
import { PromotionDialog } from './PromotionDialog.tsx';
import { usePromotionFilters } from './PromotionFilters.tsx';

const field = (name: string) => `resources.promotions.fields.${name}`;

const ValueText = ({
  kind,
  source,
}: {
  kind: PromotionValueKind;
  source: 'status' | 'type' | 'subChannel';
}) => {
  const translate = useTranslate();
  const record = useRecordContext<PromotionRecord>();
  return record ? <>{promotionValueText(kind, record[source], translate)}</> : null;
};

const RegionNames = () => {
  const record = useRecordContext<PromotionRecord>();
  return record ? <>{record.regions.map((region) => region.name).join(', ')}</> : null;
};

/** Opens the modal on a promotion of the list. */
const OpenContext = createContext<(id: Identifier) => void>(() => undefined);

/** The code opens the Update promo code modal, as the row does. */
const PromoCodeButton = () => {
  const record = useRecordContext<PromotionRecord>();
  const open = useContext(OpenContext);
  return record ? <ModalLink onOpen={() => open(record.id)}>{record.promoCode}</ModalLink> : null;
};

/** Spec points 2 and 9: the columns past 1,440 px, a click away (Columns); each person's choice is kept. */
const HIDDEN_COLUMNS = ['regions', 'subChannel'];

/** Which promotion the modal shows: a new one, one of the list's by id, or none (closed). */
type Editing = { id?: Identifier } | undefined;

/**
 * The promotion search at /promotion-search (spec 2): the filters in the URL, the
 * orders the server reads from an index, 25/50/100 a page, CSV export. Create, or a row,
 * opens the spec's Add/Update promo code modal over the list; once saved, the list refreshes
 * and shows the saved row highlighted.
 */
export const PromotionList = () => {
  const [editing, setEditing] = useState<Editing>();
  const [savedId, setSavedId] = useState<Identifier>();
  const refresh = useRefresh();
  const saved = (id: Identifier) => {
    setEditing(undefined);
    setSavedId(id);
    refresh();
  };
  return (
    <OpenContext.Provider value={(id) => setEditing({ id })}>
      <AppList
        resource="promotions"
        title="routes.promotions"
        filters={usePromotionFilters()}
        sort={{ field: 'startDate', order: 'DESC' }}
        exportable
        actions={<Button label="promotions.create" onClick={() => setEditing({})} startIcon={<AddIcon />} />}
        rowClick={(id) => {
          setEditing({ id });
          return false;
        }}
        rowSx={(record) => (record.id === savedId ? { backgroundColor: 'action.selected' } : {})}
        texts="promotions"
        hiddenColumns={HIDDEN_COLUMNS}
      >
        <DataTable.Col source="promoCode" label={field('promoCode')} field={PromoCodeButton} />
        <DataTable.Col source="description" label={field('description')} />
        <DataTable.Col source="status" label={field('status')}>
          <ValueText kind="statuses" source="status" />
        </DataTable.Col>
        <DataTable.Col source="type" label={field('type')}>
          <ValueText kind="types" source="type" />
        </DataTable.Col>
        <DataTable.Col source="startDate" label={field('startDate')} />
        <DataTable.Col source="expiryDate" label={field('expiryDate')} />
        <DataTable.Col source="freeMinutes" label={field('freeMinutes')} />
        <DataTable.Col source="regions" label={field('regions')} field={RegionNames} />
        <DataTable.Col source="subChannel" label={field('subChannel')}>
          <ValueText kind="subChannels" source="subChannel" />
        </DataTable.Col>
      </AppList>
      {editing ? (
        <PromotionDialog id={editing.id} onClose={() => setEditing(undefined)} onSaved={saved} />
      ) : null}
    </OpenContext.Provider>
  );
};
