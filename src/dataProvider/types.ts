/**
 * The words of a spec-7 call, shared by the resource table, the engine and the transforms;
 * kept apart so that none of them imports another for its types alone.
 */

/** Spec point 7 request verbs; the engine turns each into an HTTP method. */
export type Verb = 'FETCH' | 'SEARCH' | 'GVALIDATE' | 'ADD' | 'VALIDATE' | 'UPDATE' | 'DELETE';

/** What a call may carry besides its payload; none of these goes into the body or the query. */
export interface CallParams {
  id?: string | number;
  id2?: string | number;
  id3?: string | number;
  cmd?: string;
  /** Appended as a query string, whatever the verb. */
  urlQuery?: Record<string, unknown>;
  /** Replaces the resource's path template. */
  url?: string;
  origData?: unknown;
  /** The version the change was made from, sent as If-Match (docs/architecture.md, Writes). */
  ifMatch?: number;
  form?: unknown;
  /** Where to navigate after a successful call. */
  goto?: string;
  /** A download's name as staff know it: for 'Download Failed', and to save under when the server names none. */
  knownAs?: string;
  headers?: Record<string, string>;
  [field: string]: unknown;
}
