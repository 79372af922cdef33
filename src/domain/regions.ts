/** Spec point 9 "Regions offered", with the ids the regions table gives them (server/seed/places.ts). */
export const REGIONS = [
  { id: 1, name: 'Vancouver' },
  { id: 2, name: 'Montreal' },
  { id: 3, name: 'Toronto' },
] as const;

/** A region's name, or its id when the app does not know it. */
export const regionName = (id: number | null | undefined): string | null =>
  id === null || id === undefined ? null : (REGIONS.find((region) => region.id === id)?.name ?? String(id));
