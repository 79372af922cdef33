import { z } from 'zod';
import { GEOCODE_LIMIT, type GeocodedPlace } from '../../src/domain/reservations/bookingPlace.ts';
import { REGIONS } from '../seed/places.ts';

/**
 * Spec 7, maps geocoding: an address typed by staff, answered as places. An error is a value
 * with its message key (the route answers it translated), never a thrown request.
 */
export type GeocodeAnswer =
  { places: GeocodedPlace[] } | { messageKey: 'reservations.place.geocoderUnavailable' };
export type Geocoder = (q: string) => Promise<GeocodeAnswer>;

/** One slow geocoder answers nobody after this: the staff member retries, the others are not kept waiting. */
export const GEOCODE_TIMEOUT_MS = 3000;
const CACHE_ENTRIES = 500;
const CACHE_MS = 10 * 60_000;

/** Lower case without accents, for matching typed words against names ("Montréal" = "montreal"). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) =>
  folded(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The offline geocoder (GEOCODER_URL unset): the seed's streets and neighbourhoods
 * (server/seed/places.ts), each at its neighbourhood's centre; a place matches when every word
 * typed starts one of its label's words.
 */
export const seedPlacesGeocoder = (): Geocoder => {
  const places = REGIONS.flatMap((region) =>
    region.neighbourhoods.flatMap((n) =>
      [`${n.name}, ${region.city}`, ...n.streets.map((street) => `${street}, ${n.name}, ${region.city}`)].map(
        (label) => ({ label, lat: n.lat, lon: n.lng, words: wordsOf(label) }),
      ),
    ),
  );
  return async (q) => {
    const typed = wordsOf(q);
    return {
      places: places
        .filter((place) => typed.every((word) => place.words.some((w) => w.startsWith(word))))
        .slice(0, GEOCODE_LIMIT)
        .map(({ label, lat, lon }) => ({ label, lat, lon })),
    };
  };
};

/** What a Nominatim-compatible /search?format=jsonv2 answers, the fields read of it. */
const nominatimAnswer = z.array(
  z.object({ display_name: z.string(), lat: z.coerce.number(), lon: z.coerce.number() }),
);

/** A Nominatim-compatible geocoder at `base` (GEOCODER_URL), asked at most GEOCODE_TIMEOUT_MS. */
export const nominatimGeocoder =
  (base: string, timeoutMs = GEOCODE_TIMEOUT_MS): Geocoder =>
  async (q) => {
    const url = new URL('search', base.endsWith('/') ? base : `${base}/`);
    url.search = new URLSearchParams({ format: 'jsonv2', limit: String(GEOCODE_LIMIT), q }).toString();
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'carshare-back-office' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const parsed = response.ok ? nominatimAnswer.safeParse(await response.json()) : undefined;
      if (!parsed?.success) return { messageKey: 'reservations.place.geocoderUnavailable' };
      return {
        places: parsed.data
          .slice(0, GEOCODE_LIMIT)
          .map((place) => ({ label: place.display_name, lat: place.lat, lon: place.lon })),
      };
    } catch {
      // Timed out, refused or not JSON: the same answer to the staff member.
      return { messageKey: 'reservations.place.geocoderUnavailable' };
    }
  };

/**
 * Answers remembered for ten minutes, at most 500 of them (the oldest forgotten first), so
 * staff typing the same street do not ask the geocoder again; a failure is not remembered.
 */
export const cachedGeocoder = (geocoder: Geocoder, now = () => Date.now()): Geocoder => {
  const answers = new Map<string, { at: number; places: GeocodedPlace[] }>();
  return async (q) => {
    const key = folded(q.trim()).replace(/\s+/g, ' ');
    const kept = answers.get(key);
    if (kept && now() - kept.at < CACHE_MS) return { places: kept.places };
    answers.delete(key);
    const answer = await geocoder(q);
    if ('places' in answer) {
      answers.set(key, { at: now(), places: answer.places });
      if (answers.size > CACHE_ENTRIES) answers.delete(answers.keys().next().value!);
    }
    return answer;
  };
};

/** The geocoder of this configuration: GEOCODER_URL's, else the seed's places. */
export const geocoderOf = (geocoderUrl: string | undefined): Geocoder =>
  cachedGeocoder(geocoderUrl ? nominatimGeocoder(geocoderUrl) : seedPlacesGeocoder());
