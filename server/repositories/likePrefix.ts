/** The user's text is a prefix, not a pattern: LIKE's wildcards in it match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
