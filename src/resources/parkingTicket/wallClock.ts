const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day and the time as typed in the two pickers, as the wall-clock text the look-up takes
 * (2026-11-20T14:35:00): the pickers' Dates hold what was typed in the browser's clock, and the
 * server reads it in the car's, the city's that wrote the ticket.
 */
export const wallClockOf = (day: Date, time: Date) =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T` +
  `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
