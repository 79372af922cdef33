/** An OpenAPI tag: a group of operations, as the document's reader sees it. */
interface OpenApiTag {
  name: string;
  description: string;
}

/**
 * Every tag of the API document and what it groups, in one home below the routes: a route names
 * its tag by this name (operation.ts), which the type checker holds to the list.
 */
const OPENAPI_TAGS = {
  system: 'Health check and the web app settings (public)',
  authentication: 'Spec point 7: the signed-in session (any signed-in user)',
  staff: 'Staff members: Team screens, ticket assignment, note authors',
  customers: 'Spec point 3: member search and profile',
  tickets: 'Spec point 3: ticket search and detail',
  files: 'Spec point 7: file upload and download (ticket attachments, mass imports)',
  imports: 'Spec point 7, Files and imports: mass imports, their log and templates',
  promotions: 'Spec point 7, Promotions and minutes: promotions, free minutes, promo codes, their lists',
  billing: "Spec points 2, 3 and 7: a member's ledger, its fees, adjustments and reimbursements",
  ledger:
    "Spec point 2, Customer profile, All billing: a member's balance summary, ledger lines and each line's detail",
  payments: "Spec point 3: a member's payments (the Payments tab)",
  statements: "Spec point 3, Billing statement: a member's monthly statements, in English or French",
  reservations: "Spec point 4: a member's reservations, book and cancel a car",
  tripSearch: 'Spec 2 /trips: the trip search',
  trips: "Spec point 3: a member's trips (the Trips tab)",
  tripDetail: 'Spec 2 /trips/{tripId}: a trip, its cost, route and telemetry',
  tripCommands:
    'Spec point 4, Trip troubleshooting commands: end, terminate and release a trip, and its command timeline',
  cars: 'Spec point 3: the vehicle service, car search and detail',
  fleet:
    "Spec points 4 and 7, vehicle service: the simulated fleet's commands, wake-up, diagnostics, state and history",
  telemetry: "Spec point 3, Car detail: a car's telemetry history (the car detail's chart and track)",
  infleet: 'Spec point 4, Infleeting flow: add a car, validate it, run its diagnostics, deploy it',
  fleets: 'Spec point 7, Fleet service: the fleets and their wakeup providers',
  parking: 'Spec point 7, External parking data service: the parking lots and their spots',
  samples:
    "Spec point 7, External: samples of the city's parking meters and lots, the city layers' default (public)",
  analytics: 'Spec point 1, Analytics: the charts over a range of days, as JSON or CSV',
  notifications:
    "Spec point 1, Notifications: the signed-in staff member's own notifications, the bell in the top bar",
  'saved searches': "The signed-in staff member's own saved searches of the lists",
  'list columns': "The signed-in staff member's own choice of each list's columns",
  'live events':
    'What changes as it changes (Server-Sent Events) for the screens open to the signed-in staff member',
} as const satisfies Record<string, string>;

/** A tag's name, as a route gives it to `operation`. */
export type OpenApiTagName = keyof typeof OPENAPI_TAGS;

/**
 * The document's `tags`: those its operations use, in the order they first appear. An
 * operation whose tag is not declared here fails the document rather than showing it bare.
 */
export const documentTags = (paths: Record<string, Record<string, unknown>> = {}): OpenApiTag[] => {
  const used = new Set(
    Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation as { tags?: string[] }).tags ?? []),
    ),
  );
  return [...used].map((name) => {
    if (!Object.hasOwn(OPENAPI_TAGS, name))
      throw new Error(`The OpenAPI tag "${name}" is used by a route but not declared in openApiTags.ts`);
    return { name, description: OPENAPI_TAGS[name as OpenApiTagName] };
  });
};
