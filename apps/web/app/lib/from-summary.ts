/** The query that opens a registration step from the summary to change an answer (issue 37). */
export const FROM_SUMMARY = { param: 'desde', value: 'resumen' } as const;
