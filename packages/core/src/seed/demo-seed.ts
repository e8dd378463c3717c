import { curpCheckDigit } from '@lender/clabe/curp';
import { type BackOfficeRole, CLIENT_STATUS, STORED_LANGUAGE } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { affiliateLeads, clients } from '@lender/db/schema';
import { hashPassword } from '../auth/passwords';
import { emailColumns, emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import type { Core } from '../core';
import { ensureGeoCatalogue } from '../geo/import';
import { seedDemoComplaints } from './demo-complaints';
import {
  DEMO_CLIENT_PASSWORD,
  type DemoLendingOptions,
  type DemoLendingResult,
  seedDemoLending,
} from './demo-lending';
import { seedDemoWatchlists } from './demo-watchlists';

export { DEMO_CLIENT_PASSWORD };

/** Demo clients, one per client status of spec §4; names are plainly fictional. */
export const DEMO_CLIENTS = [
  {
    key: 'active',
    status: CLIENT_STATUS.active,
    first17: 'DEMA900101HDFMCT0',
    birthDate: '1990-01-01',
    phone: '5500000001',
  },
  {
    key: 'blocked',
    status: CLIENT_STATUS.blocked,
    first17: 'DEMB880202MDFMLQ0',
    birthDate: '1988-02-02',
    phone: '5500000002',
  },
  {
    key: 'blacklisted',
    status: CLIENT_STATUS.blacklisted,
    first17: 'DEMC850303HDFMLS0',
    birthDate: '1985-03-03',
    phone: '5500000003',
  },
  {
    key: 'verification',
    status: CLIENT_STATUS.verification,
    first17: 'DEMD920404MDFMRF0',
    birthDate: '1992-04-04',
    phone: '5500000004',
  },
  {
    key: 'bank-account-select',
    status: CLIENT_STATUS.bankAccountSelect,
    first17: 'DEME950505HDFMNK0',
    birthDate: '1995-05-05',
    phone: '5500000005',
  },
] as const;

/**
 * The demo back-office staff besides the admin: a second admin (the checker of every change the
 * first admin asks for: settings, users) and one user per other role, so each maker-checker flow
 * (refunds, write-offs, list changes, matches, ARCO acts) can be finished and each role's view
 * tried. They sign in with the admin's password and their own TOTP secret.
 */
export const DEMO_STAFF: ReadonlyArray<{ key: string; role: BackOfficeRole; name: string }> = [
  { key: 'checker', role: 'admin', name: 'Demo admin (checker)' },
  { key: 'agent', role: 'agent', name: 'Demo agent' },
  { key: 'collections', role: 'collections', name: 'Demo collections' },
  { key: 'finance', role: 'finance', name: 'Demo finance' },
  { key: 'auditor', role: 'auditor', name: 'Demo auditor' },
  { key: 'compliance', role: 'compliance', name: 'Demo compliance' },
  { key: 'compliance-checker', role: 'compliance', name: 'Demo compliance (checker)' },
  { key: 'privacy', role: 'privacy', name: 'Demo privacy' },
];

/** One seeded back-office user's sign-in (the password is the admin's). */
export interface DemoStaffMember {
  key: string;
  role: BackOfficeRole;
  email: string;
  created: boolean;
  totpSecret: string;
  otpauthUri: string;
}

/** What the seed made or found, for the start banner. */
export interface DemoSeedResult {
  admin: { email: string; created: boolean; totpSecret: string; otpauthUri: string };
  /** {@link DEMO_STAFF}, with the admin's password. */
  staff: DemoStaffMember[];
  /** One per {@link DEMO_CLIENTS} entry; none has done a step of registration (the site asks for employment). */
  clients: Array<{ key: (typeof DEMO_CLIENTS)[number]['key']; email: string; status: number; phone: string }>;
  /** Manual-verification cases and loans (active, overdue, paid). */
  lending: DemoLendingResult['items'];
}

/**
 * Inserts the demo data when it is missing (idempotent): an admin back-office user and one user per
 * role ({@link DEMO_STAFF}), demo clients
 * in several states, manual-verification cases and loans (active, overdue, paid; see
 * `seedDemoLending`), plus a demo affiliate lead. For development and trying the product: every
 * demo client signs in with {@link DEMO_CLIENT_PASSWORD}, so the seed refuses to run in production.
 */
export async function seedDemoData(
  core: Core,
  options: { adminEmail: string; adminPassword: string } & DemoLendingOptions,
): Promise<DemoSeedResult> {
  if (core.environment === 'production') throw new Error('demo data is refused in production');
  const { db, pii } = core;
  /** The user with `email`, made when missing; its id, whether it was made now, its TOTP enrolment. */
  const staffUser = async (email: string, name: string, role: BackOfficeRole) => {
    const existing = await core.backOfficeUsers.findByEmail(email);
    const id =
      existing?.id ??
      (await core.backOfficeUsers.create({ email, name, password: options.adminPassword, role })).id;
    return { id, created: existing === undefined, ...(await core.backOfficeUsers.totpEnrolment(id)) };
  };
  const { id: adminId, ...admin } = await staffUser(options.adminEmail, 'Demo admin', 'admin');
  const staff: DemoStaffMember[] = [];
  for (const { key, role, name } of DEMO_STAFF) {
    const email = `demo.${key}@lender.test`;
    const { id: _id, ...member } = await staffUser(email, name, role);
    staff.push({ key, role, email, ...member });
  }

  const seeded: DemoSeedResult['clients'] = [];
  const passwordHash = await hashPassword(DEMO_CLIENT_PASSWORD);
  for (const demo of DEMO_CLIENTS) {
    const email = `demo.${demo.key}@lender.test`;
    const [found] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.emailHash, emailHashOf(pii, email)));
    if (!found) {
      const curp = `${demo.first17}${curpCheckDigit(demo.first17)}`;
      const phone = normalizePhone(demo.phone);
      await db.insert(clients).values({
        ...emailColumns(pii, email),
        emailVerifiedAt: core.clock.now(),
        firstName: 'Demo',
        lastName: demo.key.replace(/-/g, ' '),
        birthDate: demo.birthDate,
        phoneEnc: pii.encrypt(phone),
        phoneHash: pii.hash('phone', phone),
        phoneVerifiedAt: core.clock.now(),
        curpEnc: pii.encrypt(curp),
        curpHash: pii.hash('curp', curp),
        passwordHash,
        status: demo.status,
        language: STORED_LANGUAGE,
        availableLoanAmount: 300_000,
      });
    }
    seeded.push({ key: demo.key, email, status: demo.status, phone: demo.phone });
  }
  await db
    .insert(affiliateLeads)
    .values({
      id: 'demo-lead-1',
      partner: 'demo-partner',
      code: 'DEMO',
      campaign: 'demo',
      source: 'demo',
      optionalParam: null,
    })
    .onConflictDoNothing();
  // The national address catalogue (the API loads it at start already; a no-op then).
  await ensureGeoCatalogue(db, { clock: core.clock });
  const lending = (
    await seedDemoLending(core, {
      password: DEMO_CLIENT_PASSWORD,
      ...(options.documents && { documents: options.documents }),
    })
  ).items;
  await seedDemoComplaints(core, adminId, lending);
  await seedDemoWatchlists(core);
  return {
    admin: { email: options.adminEmail, ...admin },
    staff,
    clients: seeded,
    lending,
  };
}
