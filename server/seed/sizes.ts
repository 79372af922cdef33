/**
 * How much demo data to make for a world of `scale` members (SEED; the demo size is 20,000):
 * cars, trips and tickets follow the scale. `members` sets the member table alone
 * (SEED_MEMBERS), so a million members can be searched without ten million trips; `tickets`
 * sets the ticket table alone (SEED_TICKETS), for the ticket search at 200,000 tickets.
 */
export const seedSizes = (scale: number, members = scale, tickets?: number) => {
  const m = Math.max(0, Math.floor(scale));
  return {
    members: Math.max(0, Math.floor(members)),
    // ~300 cars for 20,000 members; never so few that a region has no cars.
    cars: m === 0 ? 0 : Math.max(30, Math.round(m * 0.015)),
    trips: m * 10,
    tickets:
      tickets !== undefined
        ? Math.max(0, Math.floor(tickets))
        : m === 0
          ? 0
          : Math.max(20, Math.round(m / 10)),
  };
};
