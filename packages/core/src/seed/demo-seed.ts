import { curpCheckDigit } from '@lender/clabe/curp';
import { CLIENT_STATUS, STORED_LANGUAGE } from '@lender/contracts';
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

/** What the seed made or found, for the start banner. */
export interface DemoSeedResult {
  admin: { email: string; created: boolean; totpSecret: string; otpauthUri: string };
  /** One per {@link DEMO_CLIENTS} entry; none has done a step of registration (the site asks for employment). */
  clients: Array<{ key: (typeof DEMO_CLIENTS)[number]['key']; email: string; status: number; phone: string }>;
  /** Manual-verification cases and loans (active, overdue, paid). */
  lending: DemoLendingResult['items'];
}

/**
 * Inserts the demo data when it is missing (idempotent): an admin back-office user, demo clients
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
  const existing = await core.backOfficeUsers.findByEmail(options.adminEmail);
  let adminId = existing?.id;
  if (adminId === undefined) {
    const created = await core.backOfficeUsers.create({
      email: options.adminEmail,
      name: 'Demo admin',
      password: options.adminPassword,
      role: 'admin',
    });
    adminId = created.id;
  }
  const enrolment = await core.backOfficeUsers.totpEnrolment(adminId);

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
  return {
    admin: { email: options.adminEmail, created: existing === undefined, ...enrolment },
    clients: seeded,
    lending,
  };
}
