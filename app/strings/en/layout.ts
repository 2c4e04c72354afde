/** Copy for the layout area. */
export const layout = {} as const;
