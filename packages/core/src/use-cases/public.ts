// The public group's use cases: one line per catalogue key, the function of that name from the file of
// that name. Sorted by name within each area.

// ── public endpoints and site reports (helper A) ──

// ── the notices' unsubscribe link (helper B) ──
export { unsubscribe } from '../notices/unsubscribe';
export { unsubscribeCheck } from '../notices/unsubscribe-check';

export {};
