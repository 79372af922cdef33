import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LAYER_COLORS, LOT_COLORS } from './mapColors.ts';

const LAYER_LABELS = {
  cityParkingMeters: 'parking.layers.cityMeters',
  cityParkingLots: 'parking.layers.cityLots',
} as const;

/** A layer's switch and switch label, its colour key entry and its messages all name it so. */
export const layerLabel = (layer: keyof typeof LAYER_LABELS) => LAYER_LABELS[layer];

const Swatch = ({ color, size, filled = 0.5 }: { color: string; size: number; filled?: number }) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      width: size,
      height: size,
      borderRadius: '50%',
      border: `2px solid ${color}`,
      backgroundColor: `${color}${Math.round(filled * 255)
        .toString(16)
        .padStart(2, '0')}`,
      flex: 'none',
    }}
  />
);

/**
 * The parking map's colour key (spec 2 /aima-parking): what each colour of mark is, in words
 * beside the map rather than on it, so a screen reader and a printout have it too.
 */
export const MapLegend = () => {
  const translate = useTranslate();
  const entries = [
    { key: 'lot', swatch: <Swatch color={LOT_COLORS.lot} size={14} />, label: 'parking.legend.lot' },
    {
      key: 'focused',
      swatch: <Swatch color={LOT_COLORS.focused} size={18} filled={0.9} />,
      label: 'parking.legend.focused',
    },
    ...(['cityParkingMeters', 'cityParkingLots'] as const).map((layer) => ({
      key: layer,
      swatch: <Swatch color={LAYER_COLORS[layer]} size={10} filled={0.6} />,
      label: LAYER_LABELS[layer],
    })),
    {
      key: 'cluster',
      swatch: (
        <Box
          component="span"
          aria-hidden
          sx={{
            px: 0.75,
            borderRadius: 8,
            bgcolor: LAYER_COLORS.cityParkingMeters,
            color: '#fff',
            fontSize: 12,
            fontWeight: 600,
          }}
        >
          42
        </Box>
      ),
      label: 'parking.legend.cluster',
    },
  ];
  const titleId = 'parking-legend-title';
  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {translate('parking.legend.title')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={titleId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}
      >
        {entries.map((entry) => (
          <Box component="li" key={entry.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {entry.swatch}
            <Typography variant="body2">{translate(entry.label)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
