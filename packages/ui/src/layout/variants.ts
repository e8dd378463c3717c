/** Variant values shared by the recipes and the stories. */
export const alignValues = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
export const justifyValues = ['flex-start', 'center', 'flex-end', 'space-between'] as const;
export const columnCounts = [2, 3, 4] as const;
export type Align = (typeof alignValues)[number];
export type Justify = (typeof justifyValues)[number];
