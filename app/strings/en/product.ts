/** Copy for the product area. */
export const product = {} as const;
