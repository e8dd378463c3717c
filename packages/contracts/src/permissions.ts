import * as z from 'zod';

// Who may call a back-office endpoint: the roles and what each may do. Below every audience: each
// endpoint's definition (`endpoint.ts`) names the permission it needs.

/**
 * Back-office roles (the roles of a lending operation). `agent` works the
 * manual-verification queue; `collections` the overdue loans and their contacts (full phone numbers);
 * `finance` payments, reconciliation and the approval of money requests (write-offs, refunds,
 * reversals); `auditor` reads everything and exports, changes nothing; `compliance` is the PLD
 * officer (anti-money-laundering: watch lists, matches, alerts and their reports);
 * `privacy` is the personal-data officer (ARCO requests: access, rectification, cancellation,
 * opposition, answered and acted on within their legal deadlines);
 * `admin` runs users and settings, and may do everything. What each may do: `BACK_OFFICE_PERMISSIONS`.
 */
export const BACK_OFFICE_ROLES = [
  'admin',
  'agent',
  'collections',
  'finance',
  'auditor',
  'compliance',
  'privacy',
] as const;
export const BackOfficeRoleSchema = z.enum(BACK_OFFICE_ROLES).meta({ id: 'BackOfficeRole' });
export type BackOfficeRole = z.infer<typeof BackOfficeRoleSchema>;

/**
 * What each back-office role may do: permission → the roles
 * that hold it. `agent` works the manual-verification queue (search, read, claim and decide cases,
 * block and unblock); `collections` the overdue loans: full phone numbers and CURP (each look an
 * audited read), the list's CSV to call from, write-off requests; `finance` payments: record one,
 * reconcile provider notices, ask for refunds and reversals, and approve or reject the money
 * requests of others (write-offs, refunds, reversals); `auditor` reads everything and exports, and
 * changes nothing; `admin` runs users and settings (every settings change asked by one admin and
 * approved by another) and holds every permission. Each back-office endpoint names the permission it
 * needs (`permission`), so the API's guard and the back-office app's hidden controls read this one
 * table.
 */
export const BACK_OFFICE_PERMISSIONS = {
  'clients.read': ['admin', 'agent', 'collections', 'finance', 'auditor'],
  'clients.offer': ['admin', 'agent', 'auditor'],
  /** A client's full phone number and CURP: every look is an audited read. */
  'clients.contact': ['admin', 'collections', 'auditor'],
  'clients.block': ['admin', 'agent'],
  'clients.unblock': ['admin', 'agent'],
  'clients.blacklist': ['admin'],
  'clients.sandbox': ['admin'],
  'applications.queue': ['admin', 'agent', 'auditor'],
  /** Claim and release cases of the queue (working it, not reading it). */
  'applications.claim': ['admin', 'agent'],
  'applications.decide': ['admin', 'agent'],
  'loans.read': ['admin', 'agent', 'collections', 'finance', 'auditor'],
  'loans.record_payment': ['admin', 'finance'],
  /** Ask for a write-off (another user with `approvals.decide` approves it). */
  'loans.write_off': ['admin', 'collections'],
  'payments.read': ['admin', 'collections', 'finance', 'auditor'],
  /** Provider notices that matched no payment (reconciliation). */
  'payments.reconcile': ['admin', 'finance', 'auditor'],
  'payments.refund': ['admin', 'finance'],
  /** Ask to reverse a wrongly posted payment (another user with `approvals.decide` approves it). */
  'payments.reverse': ['admin', 'finance'],
  /** The CFDIs of interest and fees: per loan, per month with their CSV, each one's XML and PDF. */
  'fiscal.read': ['admin', 'finance', 'auditor'],
  'outbox.read': ['admin', 'agent', 'collections', 'auditor'],
  'outbox.retry': ['admin', 'agent', 'collections'],
  'audit.read': ['admin', 'auditor'],
  'users.read': ['admin', 'auditor'],
  'users.manage': ['admin'],
  'lists.export': ['admin', 'collections', 'finance', 'auditor'],
  'approvals.read': ['admin', 'collections', 'finance', 'auditor'],
  /** Approve or reject another user's money request: write-off, refund, payment reversal. */
  'approvals.decide': ['admin', 'finance'],
  'dashboard.read': ['admin', 'agent', 'collections', 'finance', 'auditor'],
  'settings.read': ['admin', 'finance', 'auditor'],
  /** Ask for a settings change: amount limits, pay cycles, banks, pricing, provisioning, collection rules. */
  'settings.edit': ['admin'],
  /** Approve or reject another admin's settings change. */
  'settings.approve': ['admin'],
  /** Portfolio and risk reports, provisioning, the regulator's counts and files. */
  'reports.read': ['admin', 'finance', 'auditor'],
  /** The collections queue and its cases: reading them; the auditor reads, never works. */
  'collections.read': ['admin', 'collections', 'auditor'],
  /** Working overdue loans: claim and release, log contacts, take promises, write notes. */
  'collections.work': ['admin', 'collections'],
  /**
   * Anti-money-laundering: watch lists, matches, risk grades, alerts and reports. Need to know: the
   * compliance officer and the auditor only, not the admin (a decision seen by anyone else could
   * tip off the client, which the law forbids).
   */
  'compliance.read': ['compliance', 'auditor'],
  /** Load lists, clear or confirm matches, complete due diligence, ask to report or dismiss an alert. */
  'compliance.work': ['compliance'],
  /** Approve or reject another officer's decision on an alert (maker-checker). */
  'compliance.decide': ['compliance'],
  /** Raise an internal worrying operation: every role that works may (the auditor changes nothing). */
  'compliance.raise': ['admin', 'agent', 'collections', 'finance', 'compliance'],
  /** Import settlement files and ask to post, reverse or set aside their exceptions. */
  'reconciliation.work': ['admin', 'finance'],
  /** The UNE's complaints register: reading it; the auditor reads, never works. */
  'complaints.read': ['admin', 'agent', 'collections', 'auditor'],
  /** Log a complaint a customer makes: every role that talks to customers, collectors included. */
  'complaints.log': ['admin', 'agent', 'collections'],
  /**
   * Move complaints in progress and resolve them: not the collectors, whose own work is what many
   * complaints are about (the UNE answers them, not the area complained of).
   */
  'complaints.work': ['admin', 'agent'],
  /** ARCO requests (personal data): the list with its deadlines and each request; the auditor reads. */
  'privacy.read': ['admin', 'privacy', 'auditor'],
  /** Enter a request received by e-mail or letter, check the requester's identity, answer, ask to act. */
  'privacy.work': ['admin', 'privacy'],
  /** Approve or reject another officer's request to act on an ARCO request (maker-checker). */
  'privacy.decide': ['admin', 'privacy'],
  /** Declared disaster zones and the deferrals taken under them. */
  'relief.read': ['admin', 'collections', 'finance', 'auditor'],
  /** Declare a municipality a disaster zone for a period, or end one (audited). */
  'relief.declare': ['admin', 'collections'],
  /** The platform clock of a sandbox or staging deployment: read it and move it forward. */
  'platform.clock': ['admin'],
} as const satisfies Record<string, readonly BackOfficeRole[]>;

/** A permission of the back-office table, e.g. `clients.blacklist`. */
export type BackOfficePermission = keyof typeof BACK_OFFICE_PERMISSIONS;

/**
 * The guard of a back-office endpoint (`access: 'user'`): one permission, several (the role must
 * hold every one, e.g. an export needs the list's and `lists.export`), or `'signed-in'` for the
 * caller's own data (profile, language, logout, token refresh), open to every active back-office
 * user.
 */
export type EndpointPermission = BackOfficePermission | readonly BackOfficePermission[] | 'signed-in';

/** The permissions an endpoint's guard asks for (none for `'signed-in'` or no guard). */
export function requiredPermissions(
  permission: EndpointPermission | undefined,
): readonly BackOfficePermission[] {
  if (permission === undefined || permission === 'signed-in') return [];
  return typeof permission === 'string' ? [permission] : permission;
}

/** The roles of the table, each with every permission it holds (for the screens and the docs). */
export function permissionsOf(role: BackOfficeRole): BackOfficePermission[] {
  return (Object.keys(BACK_OFFICE_PERMISSIONS) as BackOfficePermission[]).filter((permission) =>
    roleCan(role, permission),
  );
}

/** Whether `role` holds `permission`. */
export function roleCan(role: BackOfficeRole, permission: BackOfficePermission): boolean {
  return (BACK_OFFICE_PERMISSIONS[permission] as readonly BackOfficeRole[]).includes(role);
}
