/** Copy for the search area. */
export const search = {} as const;
