/** A column whose values read wrong when broken over two lines (a phone number, a plate, a date). */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;
