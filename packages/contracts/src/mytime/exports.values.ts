// The plain values of exports.ts (no zod): the formats a screen needs before any schema.
// exports.ts builds its schemas from these and re-exports them.

/** The file formats of every export. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
