import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, FormControlLabel, FormGroup, LinearProgress, Switch } from '@mui/material';
import { createContext, lazy, Suspense, useContext, useMemo, useState } from 'react';
import {
  Button,
  DataTable,
  TextInput,
  useGetList,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import { AppList } from '../../custom/lists/AppList.tsx';
import { DateTimeText } from '../../custom/lists/DateTimeText.tsx';
import { ModalLink } from '../../custom/lists/ModalLink.tsx';
import { parkingLotQuery, type ParkingLot } from '../../domain/parking/parkingLot.ts';
import { useFleetChoices } from '../../custom/fleet/useFleetChoices.ts';
import { LAYER_COLORS } from './mapColors.ts';
import { layerLabel, MapLegend } from './MapLegend.tsx';
import { ParkingLotDialog, parkingField } from './ParkingLotDialog.tsx';
import { useCityLayer } from './useCityLayer.ts';

// Leaflet is the heaviest part of the screen: its own chunk, fetched while the list shows.
const ParkingMap = lazy(() => import('./ParkingMap.tsx'));

/** The map shows up to this many lots in name order: a city holds a few dozen. */
const MAP_LOTS = 100;
type Layer = keyof typeof LAYER_COLORS;

/** The list's filter from its address, the valid part only, for the map to show the same lots. */
const MAP_FILTER = parkingLotQuery.pick({ name: true, fleetId: true });
const useListFilter = () => {
  const [params] = useSearchParams();
  const text = params.get('filter');
  return useMemo(() => {
    try {
      const parsed = MAP_FILTER.safeParse(JSON.parse(text ?? '{}'));
      return parsed.success ? Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v)) : {};
    } catch {
      return {};
    }
  }, [text]);
};

/** Opens the modal on a lot of the list. */
const OpenContext = createContext<(lot: ParkingLot) => void>(() => undefined);

/** The lot's name opens the Update modal (the row's click focuses the map). */
const NameButton = () => {
  const lot = useRecordContext<ParkingLot>();
  const open = useContext(OpenContext);
  return lot ? <ModalLink onOpen={() => open(lot)}>{lot.name}</ModalLink> : null;
};

const YesNo = ({ source }: { source: 'visibleOnApp' | 'ubcParking' }) => {
  const translate = useTranslate();
  const lot = useRecordContext<ParkingLot>();
  return lot ? <>{translate(lot[source] ? 'parking.yes' : 'parking.no')}</> : null;
};

const useFilters = () => [
  <TextInput
    key="name"
    source="name"
    label={parkingField('name')}
    alwaysOn
    validate={zodValidator(parkingLotQuery.shape.name)}
  />,
  <AppSelectInput
    key="fleetId"
    source="fleetId"
    label={parkingField('fleetId')}
    alwaysOn
    choices={useFleetChoices()}
    translateChoice={false}
  />,
];

/** A city layer's switch and, once shown, its points or the reason they are missing. */
const useLayer = (layer: Layer) => {
  const [shown, setShown] = useState(false);
  const query = useCityLayer(layer, shown);
  return { layer, shown, setShown, query };
};

/** Which lot the modal shows: a new one, one of the list's, or none (closed). */
type Editing = { lot?: ParkingLot } | undefined;

/**
 * /aima-parking (spec 2): the parking lots in a list and on a map side by side, the map
 * showing the lots the list's filter finds, with a colour key. A row or a marker focuses its
 * lot on both; the name or Add opens the Parking lot modal. The city's parking meters and lots
 * are layers to switch on; a layer that loads no point says so.
 */
export const ParkingLotList = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Editing>();
  const [focusedId, setFocusedId] = useState<number>();
  const { data: mapLots = [] } = useGetList<ParkingLot>('parking', {
    filter: useListFilter(),
    pagination: { page: 1, perPage: MAP_LOTS },
    sort: { field: 'name', order: 'ASC' },
  });
  const layers = [useLayer('cityParkingMeters'), useLayer('cityParkingLots')];
  const saved = (id: Identifier) => {
    setEditing(undefined);
    setFocusedId(Number(id));
    refresh();
  };
  return (
    <OpenContext.Provider value={(lot) => setEditing({ lot })}>
      {/* Side by side where the list's seven columns still fit beside the map; below it otherwise. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xl: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2 }}>
        <AppList
          resource="parking"
          title="routes.aimaParking"
          filters={useFilters()}
          sort={{ field: 'name', order: 'ASC' }}
          exportable
          actions={<Button label="parking.add" onClick={() => setEditing({})} startIcon={<AddIcon />} />}
          rowClick={(id) => {
            setFocusedId(Number(id));
            return false;
          }}
          rowSx={(lot) => (lot.id === focusedId ? { backgroundColor: 'action.selected' } : {})}
          texts="parking"
        >
          <DataTable.Col source="name" label={parkingField('name')} field={NameButton} />
          <DataTable.Col source="fleetName" label={parkingField('fleetId')} />
          <DataTable.Col source="spaces" label={parkingField('spaces')} />
          <DataTable.Col source="overflowSpaces" label={parkingField('overflowSpaces')} />
          <DataTable.Col source="visibleOnApp" label={parkingField('visibleOnApp')}>
            <YesNo source="visibleOnApp" />
          </DataTable.Col>
          <DataTable.Col source="ubcParking" label={parkingField('ubcParking')}>
            <YesNo source="ubcParking" />
          </DataTable.Col>
          <DataTable.Col source="updatedOn" label={parkingField('updatedOn')}>
            <DateTimeText source="updatedOn" />
          </DataTable.Col>
        </AppList>
        <Box component="section" aria-label={translate('parking.map')} sx={{ mt: { xl: 8 } }}>
          <FormGroup row>
            {layers.map(({ layer, shown, setShown }) => (
              <FormControlLabel
                key={layer}
                control={<Switch checked={shown} onChange={(_event, on) => setShown(on)} />}
                label={translate(layerLabel(layer))}
              />
            ))}
          </FormGroup>
          {layers
            .filter(({ shown, query }) => shown && (query.isError || query.data?.length === 0))
            .map(({ layer, query }) => (
              <Alert key={layer} severity="warning" sx={{ mb: 1 }}>
                {translate(query.isError ? 'parking.layers.unavailable' : 'parking.layers.empty', {
                  layer: translate(layerLabel(layer)),
                })}
              </Alert>
            ))}
          <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
            <ParkingMap
              lots={mapLots}
              focusedId={focusedId}
              onFocus={setFocusedId}
              label={translate('parking.map')}
              cityLayers={layers
                .filter(({ shown }) => shown)
                .map(({ layer, query }) => ({
                  key: layer,
                  color: LAYER_COLORS[layer],
                  points: query.data ?? [],
                  clusterLabel: (count: number) =>
                    translate('parking.layers.cluster', { layer: translate(layerLabel(layer)), count }),
                }))}
            />
          </Suspense>
          <MapLegend />
        </Box>
      </Box>
      {editing ? (
        <ParkingLotDialog lot={editing.lot} onClose={() => setEditing(undefined)} onSaved={saved} />
      ) : null}
    </OpenContext.Provider>
  );
};
