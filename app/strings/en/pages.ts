/** Copy for the pages area. */
export const pages = {} as const;
