/** The instant a YYYY-MM-DD day ends where the browser is: "as it was on" that day means by its end. */
export const endOfLocalDay = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + 1).toISOString();
};
