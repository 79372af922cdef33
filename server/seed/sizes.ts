/** A table sized alone, whatever the world's scale (SEED_MEMBERS, SEED_TICKETS, SEED_CARS). */
export interface SizeOverrides {
  members?: number;
  tickets?: number;
  cars?: number;
}

const whole = (count: number) => Math.max(0, Math.floor(count));

/**
 * How much demo data to make for a world of `scale` members (SEED; the demo size is 20,000):
 * cars, trips and tickets follow the scale. An override sets one table alone: a million members
 * searched without ten million trips, 200,000 tickets for the ticket search, 20,000 cars for
 * the car search, the trips still at the world's scale.
 */
export const seedSizes = (scale: number, { members = scale, tickets, cars }: SizeOverrides = {}) => {
  const m = whole(scale);
  return {
    members: whole(members),
    // ~300 cars for 20,000 members; never so few that a region has no cars.
    cars: cars !== undefined ? whole(cars) : m === 0 ? 0 : Math.max(30, Math.round(m * 0.015)),
    trips: m * 10,
    tickets: tickets !== undefined ? whole(tickets) : m === 0 ? 0 : Math.max(20, Math.round(m / 10)),
  };
};
