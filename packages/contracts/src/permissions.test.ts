import { describe, expect, it } from 'vitest';
import { APPROVAL_DECIDE_PERMISSION } from './back-office/approvals.js';
import { ENDPOINT_LIST } from './endpoints.js';
import {
  BACK_OFFICE_PERMISSIONS,
  BACK_OFFICE_ROLES,
  type BackOfficePermission,
  permissionsOf,
  requiredPermissions,
  roleCan,
} from './permissions.js';

const backOffice = ENDPOINT_LIST.filter((endpoint) => endpoint.access === 'user');

describe('the permissions of the back-office endpoints (ADR 075)', () => {
  it('every back-office endpoint names its permission, or is explicitly open to every signed-in user', () => {
    const unguarded = backOffice.filter((endpoint) => endpoint.permission === undefined).map(({ id }) => id);
    expect(unguarded).toEqual([]);
  });

  it('opens only the caller’s own data and session to every signed-in user', () => {
    const open = backOffice.filter((endpoint) => endpoint.permission === 'signed-in').map(({ id }) => id);
    expect(open.sort()).toEqual(
      [
        'backOffice.changePassword',
        'backOffice.permissions',
        'backOffice.profile',
        'backOffice.reportMalformedResponse',
        'backOffice.setLanguage',
        'backOffice.tokenRefresh',
        'backOffice.user',
        'backOffice.logout',
      ].sort(),
    );
  });

  it('names only permissions of the table, and every permission guards an endpoint or an approval kind', () => {
    const named = new Set([
      ...backOffice.flatMap((endpoint) => requiredPermissions(endpoint.permission)),
      // Deciding a request needs its kind's permission beside the endpoint's (ADR 110).
      ...Object.values(APPROVAL_DECIDE_PERMISSION),
    ]);
    for (const permission of named) expect(Object.keys(BACK_OFFICE_PERMISSIONS)).toContain(permission);
    expect([...named].sort()).toEqual(Object.keys(BACK_OFFICE_PERMISSIONS).sort());
  });

  it('gives no permission to the other audiences', () => {
    const others = ENDPOINT_LIST.filter((endpoint) => endpoint.access !== 'user');
    expect(others.filter((endpoint) => endpoint.permission !== undefined)).toEqual([]);
  });

  it('asks every permission of a list (an export needs the list’s and lists.export)', () => {
    const exports = backOffice.filter((endpoint) => endpoint.id.startsWith('backOffice.export'));
    expect(exports.length).toBeGreaterThan(0);
    for (const endpoint of exports)
      expect(requiredPermissions(endpoint.permission)).toContain('lists.export');
    expect(requiredPermissions('signed-in')).toEqual([]);
    expect(requiredPermissions(undefined)).toEqual([]);
    expect(requiredPermissions('audit.read')).toEqual(['audit.read']);
  });

  it('names only known roles, and roleCan reads the table', () => {
    for (const [permission, roles] of Object.entries(BACK_OFFICE_PERMISSIONS)) {
      for (const role of roles) expect(BACK_OFFICE_ROLES).toContain(role);
      for (const role of BACK_OFFICE_ROLES) {
        expect(roleCan(role, permission as BackOfficePermission)).toBe(
          (roles as readonly string[]).includes(role),
        );
      }
    }
    expect(roleCan('agent', 'loans.write_off')).toBe(false);
    expect(roleCan('admin', 'loans.write_off')).toBe(true);
  });

  // The roles of a lending operation.
  it.each([
    [
      'agent',
      ['applications.queue', 'applications.claim', 'applications.decide'],
      ['clients.contact', 'loans.record_payment', 'approvals.decide', 'settings.read'],
    ],
    [
      'collections',
      ['clients.contact', 'loans.read', 'loans.write_off', 'lists.export'],
      ['applications.decide', 'approvals.decide', 'payments.reverse'],
    ],
    [
      'finance',
      ['loans.record_payment', 'payments.reconcile', 'payments.reverse', 'approvals.decide'],
      ['loans.write_off', 'settings.edit', 'clients.contact'],
    ],
    [
      'auditor',
      ['audit.read', 'lists.export', 'users.read', 'settings.read', 'clients.contact'],
      [
        'applications.claim',
        'applications.decide',
        'loans.record_payment',
        'users.manage',
        'settings.edit',
        'outbox.retry',
      ],
    ],
  ] as const)('%s holds what its work needs and nothing it must not do', (role, holds, lacks) => {
    for (const permission of holds) expect(roleCan(role, permission), permission).toBe(true);
    for (const permission of lacks) expect(roleCan(role, permission), permission).toBe(false);
  });

  it('gives the admin every permission but the compliance register, and the auditor only reads (and its exports)', () => {
    // The compliance register is need-to-know: the officer's and the auditor's, not the admin's.
    const register = ['compliance.read', 'compliance.work', 'compliance.decide'];
    expect(permissionsOf('admin')).toEqual(
      Object.keys(BACK_OFFICE_PERMISSIONS).filter((permission) => !register.includes(permission)),
    );
    const writes = backOffice.filter((endpoint) => endpoint.method !== 'get');
    for (const endpoint of writes) {
      // Cancelling is the maker's own (the core checks it): an auditor makes no requests.
      if (endpoint.permission === 'signed-in' || endpoint.id === 'backOffice.cancelApproval') continue;
      const needed = requiredPermissions(endpoint.permission);
      expect(
        needed.every((permission) => roleCan('auditor', permission)),
        endpoint.id,
      ).toBe(false);
    }
  });
});
