import type { TranslateFunction } from 'ra-core';

/**
 * One side of a zone's audit entry in words: its activation and its shape (by its bounding
 * box: the coordinates themselves would fill the dialog). Nothing, for an import's before.
 */
export const zoneChangeText = (
  values: Record<string, unknown> | null,
  translate: TranslateFunction,
): string => {
  if (!values) return translate('homeZones.nothing');
  const parts: string[] = [];
  if (typeof values.name === 'string') parts.push(values.name);
  if (typeof values.active === 'boolean')
    parts.push(translate(`homeZones.statuses.${values.active ? 'active' : 'inactive'}`));
  if (Array.isArray(values.bbox) && values.bbox.length === 4) {
    const [west, south, east, north] = (values.bbox as number[]).map((n) => n.toFixed(4));
    parts.push(translate('homeZones.shape', { west, south, east, north }));
  }
  return parts.join(' · ') || translate('homeZones.nothing');
};
