/** Copy for the listing area. */
export const listing = {} as const;
