import { BACK_OFFICE_ROLES } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { CoreError } from '../errors/core-error';
import { assertRoleCan, BACK_OFFICE_PERMISSIONS, type BackOfficePermission, roleCan } from './permissions';

/**
 * What an agent works with (issue 36: the queue, and the clients and loans behind it), and the report
 * of a worrying operation every working role may raise (issue 50: anti-money-laundering).
 */
const AGENT: BackOfficePermission[] = [
  'clients.read',
  'clients.offer',
  'clients.block',
  'clients.unblock',
  'applications.queue',
  'applications.claim',
  'applications.decide',
  'loans.read',
  'outbox.read',
  'outbox.retry',
  'dashboard.read',
  'complaints.read',
  'complaints.log',
  'complaints.work',
  'compliance.raise',
];
const EVERY = Object.keys(BACK_OFFICE_PERMISSIONS) as BackOfficePermission[];
/** The compliance register is the officer's and the auditor's to know (ADR 318), not the admin's. */
const COMPLIANCE_REGISTER: BackOfficePermission[] = [
  'compliance.read',
  'compliance.work',
  'compliance.decide',
];

describe('the back-office permission table (ADR 026)', () => {
  it.each(EVERY.map((permission) => [permission, !COMPLIANCE_REGISTER.includes(permission)] as const))(
    'an admin holds %s: %s',
    (permission, allowed) => {
      expect(roleCan('admin', permission)).toBe(allowed);
    },
  );

  it('only the compliance officer works the compliance register; the auditor reads it', () => {
    for (const permission of COMPLIANCE_REGISTER) {
      expect(BACK_OFFICE_PERMISSIONS[permission]).toEqual(
        permission === 'compliance.read' ? ['compliance', 'auditor'] : ['compliance'],
      );
    }
  });

  it.each(EVERY.map((permission) => [permission, AGENT.includes(permission)] as const))(
    'an agent holds %s: %s',
    (permission, allowed) => {
      expect(roleCan('agent', permission)).toBe(allowed);
    },
  );

  it('lets a collector log a complaint but not resolve one: many are about collections', () => {
    expect(roleCan('collections', 'complaints.log')).toBe(true);
    expect(roleCan('collections', 'complaints.read')).toBe(true);
    expect(roleCan('collections', 'complaints.work')).toBe(false);
  });

  it('names only known roles', () => {
    for (const roles of Object.values(BACK_OFFICE_PERMISSIONS)) {
      for (const role of roles) expect(BACK_OFFICE_ROLES).toContain(role);
    }
  });

  it('refuses with a 403 forbidden that names the permission', () => {
    const error = (() => {
      try {
        assertRoleCan('agent', 'loans.write_off');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).code).toBe('forbidden');
    expect((error as CoreError).status).toBe(403);
    expect((error as CoreError).message).toContain('loans.write_off');
    expect(() => assertRoleCan('admin', 'loans.write_off')).not.toThrow();
  });
});
