import { type Core, DEMO_CLIENT_PASSWORD, type DemoLendingKind, seedDemoData, totpCode } from '@lender/core';
import { coreOptionsOf, type Env } from './env';

/** What each demo borrower with an application is, in the banner (tooling/scripts/lib/dev-admin.mjs reads it). */
export const DEMO_LENDING_LABELS: Record<DemoLendingKind, string> = {
  active: 'active loan',
  overdue: 'overdue loan',
  paid: 'paid-off loan',
  manual: 'in manual review',
};
const DEMO_REGISTERING_LABEL = 'registering';
const DEMO_LABEL_WIDTH = 17;

/** The admin's development password when ADMIN_PASSWORD is not set (development only). */
export const DEV_ADMIN_PASSWORD = 'admin-dev-password-2026';

/**
 * Seeds the demo data (idempotent) and prints how to sign in: the admin's e-mail, development
 * password, TOTP secret (and the code valid now), and the demo clients. Never in production.
 */
export async function seedOnStart(core: Core, env: Env): Promise<void> {
  if (env.NODE_ENV === 'production') return;
  const password = env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD;
  const { documents } = coreOptionsOf(env);
  const result = await seedDemoData(core, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: password,
    // The demo loans' agreements are stored where the API keeps documents.
    ...(documents && { documents }),
  });
  const statusNames: Record<number, string> = {
    1: 'active',
    2: 'blocked: sign-in refused',
    3: 'blacklisted',
    4: 'verification',
    5: 'bank account select',
  };
  // The client in status "active" with no registration step done: signed in, the site asks for
  // the employment details.
  const registering = result.clients.find((c) => c.key === 'active');
  const byKind = (...kinds: DemoLendingKind[]) =>
    kinds.flatMap((kind) => result.lending.filter((item) => item.kind === kind));
  const borrower = (label: string, who: { phone: string; email: string } | undefined) =>
    who ? [`    ${label.padEnd(DEMO_LABEL_WIDTH)} ${who.phone}  ${who.email}`] : [];
  const lines = [
    '',
    '  Demo data (development only)',
    `  Back-office admin: ${result.admin.email}`,
    `    password:    ${env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : password}${result.admin.created ? '' : ' (as when it was created)'}`,
    `    TOTP secret: ${result.admin.totpSecret}  (add it to an authenticator app)`,
    `    otpauth URI: ${result.admin.otpauthUri}`,
    `    TOTP code now: ${totpCode(result.admin.totpSecret, core.realClock.now())} (changes every 30 s)`,
    "  Back-office staff: the admin's password, each with its own TOTP secret",
    ...result.staff.map(
      (member) =>
        `    ${member.key.padEnd(DEMO_LABEL_WIDTH)} ${member.role.padEnd(12)} ${member.email.padEnd(36)} TOTP secret: ${member.totpSecret}`,
    ),
    `  Demo borrowers: sign in to the borrower site with the phone (or e-mail) and password ${DEMO_CLIENT_PASSWORD}`,
    ...byKind('active', 'overdue', 'paid').flatMap((item) => borrower(DEMO_LENDING_LABELS[item.kind], item)),
    ...borrower(DEMO_REGISTERING_LABEL, registering),
    ...byKind('manual').flatMap((item) => borrower(DEMO_LENDING_LABELS[item.kind], item)),
    `  Demo clients in each client status (same password):`,
    ...result.clients.map(
      (c) => `    ${c.email.padEnd(36)} phone ${c.phone}  status ${c.status} ${statusNames[c.status]}`,
    ),
    '  Back-office demo: manual-verification cases and loans (active, overdue, paid):',
    ...result.lending.map(
      (item) =>
        `    ${item.email.padEnd(36)} ${item.kind.padEnd(8)} application ${item.applicationId}${item.loanId === null ? '' : ` loan ${item.loanId}`}`,
    ),
    '  Register a new client: POST /web/public/client/phone/sms-code (with any "captchaToken": the',
    '  sandbox captcha accepts it), then read the code in this log',
    '  ("[sandbox SMS] code for …") or in the outbox table.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
