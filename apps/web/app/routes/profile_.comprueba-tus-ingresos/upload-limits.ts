// What the proven-income form posts (issue 67 point 6): shared by the page and its action, without
// server code, so the page's browser bundle can read it.

/** The field the payroll CFDI files are posted in. */
export const CFDIS_FIELD = 'cfdis';
/** The last three payroll CFDIs at most (the API's own limit). */
export const MAX_CFDIS = 3;
/** A payroll CFDI is a few kilobytes; the API takes 300,000 characters, and a character is a byte or more. */
export const MAX_CFDI_BYTES = 300_000;
