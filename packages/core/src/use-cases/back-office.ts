// The back-office group's use cases: one line per catalogue key, the function of that name from the file of
// that name. Sorted by name within each area.

// ── auth, users, approvals, lists, queue, applications, audit, outbox, dashboard, clients (helper D) ──

// ── reads and reports, reconciliation, loans, collections, complaints, client page (helper E) ──

export {};
