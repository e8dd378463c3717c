// The client group's use cases: one line per catalogue key, the function of that name from the file of
// that name. Sorted by name within each area.

// ── account, addresses, notices, sandbox, journey, integrations, collector (helper B) ──

// ── applications, agreement, documents, loan, loan documents, payments (helper C) ──

// ── records and registration (helper P) ──

export {};
