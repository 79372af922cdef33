/** How much demo data to make for `members` members (SEED): the demo size is 20,000. */
export const seedSizes = (members: number) => {
  const m = Math.max(0, Math.floor(members));
  return {
    members: m,
    // ~300 cars for 20,000 members; never so few that a region has no cars.
    cars: m === 0 ? 0 : Math.max(30, Math.round(m * 0.015)),
    trips: m * 10,
    tickets: m === 0 ? 0 : Math.max(20, Math.round(m / 10)),
  };
};
