/**
 * The parking map's colours, one per kind of mark, shared by the map and its colour key
 * (spec 2 /aima-parking): the fleet's lots, the one in focus, and each city layer.
 */
export const LOT_COLORS = { lot: '#1565c0', focused: '#e65100' } as const;
export const LAYER_COLORS = { cityParkingMeters: '#2e7d32', cityParkingLots: '#6a1b9a' } as const;
