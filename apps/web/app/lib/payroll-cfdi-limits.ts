// What a payroll CFDI form posts (issue 67 point 6, ADR 333): shared by the proven-income page, the
// registration's payroll step and their actions, without server code, so the pages' browser bundle
// can read it.

/** The field the payroll CFDI files are posted in. */
export const CFDIS_FIELD = 'cfdis';
/** The last three payroll CFDIs at most (the API's own limit). */
export const MAX_CFDIS = 3;
/** A payroll CFDI is a few kilobytes; the API takes 300,000 characters, and a character is a byte or more. */
export const MAX_CFDI_BYTES = 300_000;
/** The submit button's `intent` when a page also has another form (the registration's payroll slip). */
export const PAYROLL_CFDIS_INTENT = 'payroll-cfdis';
