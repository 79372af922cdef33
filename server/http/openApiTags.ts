/** An OpenAPI tag: a group of operations, as the document's reader sees it. */
interface OpenApiTag {
  name: string;
  description: string;
}

const declared: OpenApiTag[] = [];

/** Declares a tag here and gives its name for the routes' `tags`. */
const tag = (name: string, description: string): string => {
  declared.push({ name, description });
  return name;
};

// Every tag of the API document, in one home below the routes: the route folders that share
// a tag each import it from here, so that no route folder imports another.

export const systemTag = tag('system', 'Health check and the web app settings (public)');
export const authenticationTag = tag(
  'authentication',
  'Spec point 7: the signed-in session (any signed-in user)',
);
export const staffTag = tag('staff', 'Staff members: Team screens, ticket assignment, note authors');
export const customersTag = tag('customers', 'Spec point 3: member search and profile');
export const ticketsTag = tag('tickets', 'Spec point 3: ticket search and detail');
export const filesTag = tag(
  'files',
  'Spec point 7: file upload and download (ticket attachments, mass imports)',
);
export const importsTag = tag(
  'imports',
  'Spec point 7, Files and imports: mass imports, their log and templates',
);
export const promotionsTag = tag(
  'promotions',
  'Spec point 7, Promotions and minutes: promotions, free minutes, promo codes, their lists',
);
export const billingTag = tag(
  'billing',
  "Spec points 2, 3 and 7: a member's ledger, its fees, adjustments and reimbursements",
);
export const ledgerTag = tag(
  'ledger',
  "Spec point 2, Customer profile, All billing: a member's balance summary, ledger lines and each line's detail",
);
export const paymentsTag = tag('payments', "Spec point 3: a member's payments (the Payments tab)");
export const statementsTag = tag(
  'statements',
  "Spec point 3, Billing statement: a member's monthly statements, in English or French",
);
export const reservationsTag = tag(
  'reservations',
  "Spec point 4: a member's reservations, book and cancel a car",
);
export const tripSearchTag = tag('tripSearch', 'Spec 2 /trips: the trip search');
export const tripsTag = tag('trips', "Spec point 3: a member's trips (the Trips tab)");
export const tripDetailTag = tag(
  'tripDetail',
  'Spec 2 /trips/{tripId}: a trip, its cost, route and telemetry',
);
export const tripCommandsTag = tag(
  'tripCommands',
  'Spec point 4, Trip troubleshooting commands: end, terminate and release a trip, and its command timeline',
);
export const carsTag = tag('cars', 'Spec point 3: the vehicle service, car search and detail');
export const simulatedFleetTag = tag(
  'fleet',
  "Spec points 4 and 7, vehicle service: the simulated fleet's commands, wake-up, diagnostics, state and history",
);
export const telemetryTag = tag(
  'telemetry',
  "Spec point 3, Car detail: a car's telemetry history (the car detail's chart and track)",
);
export const infleetTag = tag(
  'infleet',
  'Spec point 4, Infleeting flow: add a car, validate it, run its diagnostics, deploy it',
);
export const fleetServiceTag = tag(
  'fleets',
  'Spec point 7, Fleet service: the fleets and their wakeup providers',
);
export const parkingTag = tag(
  'parking',
  'Spec point 7, External parking data service: the parking lots and their spots',
);
export const samplesTag = tag(
  'samples',
  "Spec point 7, External: samples of the city's parking meters and lots, the city layers' default (public)",
);
export const analyticsTag = tag(
  'analytics',
  'Spec point 1, Analytics: the charts over a range of days, as JSON or CSV',
);
export const notificationsTag = tag(
  'notifications',
  "Spec point 1, Notifications: the signed-in staff member's own notifications, the bell in the top bar",
);
export const savedSearchesTag = tag(
  'saved searches',
  "The signed-in staff member's own saved searches of the lists",
);
export const listColumnsTag = tag(
  'list columns',
  "The signed-in staff member's own choice of each list's columns",
);

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
    const known = declared.find((declaredTag) => declaredTag.name === name);
    if (!known)
      throw new Error(`The OpenAPI tag "${name}" is used by a route but not declared in openApiTags.ts`);
    return known;
  });
};
