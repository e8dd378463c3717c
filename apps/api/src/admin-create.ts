// `npm run admin:create -- --email ops@example.mx [--name "Ana Ops"] [--force]`: the first
// back-office admin of a deployment (seeding never runs in production). Prints a one-time TOTP
// enrolment and, unless ADMIN_PASSWORD is set, a generated password; neither is stored in clear
// or printed again. Refused when an active admin exists, unless --force (recorded in the audit log).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type Core, createCore, hashPassword } from '@lender/core';
import { schema } from '@lender/core/db';
import { and, eq, sql } from '@lender/db/orm';
import { z } from 'zod';
import { openDatabaseOf } from './deployment-env';
import { coreOptionsOf, EnvError, loadEnv } from './env';
import { exitOnStartFailure } from './start-failure';

/** One account at a time: two commands run at once cannot both create "the first" admin. */
const ADMIN_CREATE_LOCK = [0x6c656e64, 2] as const;

/** The command's arguments, checked. */
export const AdminCreateArgs = z.object({
  email: z.string().trim().toLowerCase().email('--email must be an e-mail address'),
  name: z.string().trim().min(1).max(200).default('Administrator'),
  force: z.boolean().default(false),
});
export type AdminCreateArgs = z.infer<typeof AdminCreateArgs>;

/** What the command made. */
export interface CreatedAdmin {
  id: number;
  email: string;
  totpSecret: string;
  otpauthUri: string;
  /** Present when the command generated the password (ADMIN_PASSWORD not set). */
  generatedPassword?: string;
  /** How many active admins there were before (more than 0 only with `force`). */
  adminsBefore: number;
}

/** Refused: an active admin exists and `--force` was not given. */
export class AdminExistsError extends Error {
  constructor(readonly count: number) {
    super(
      `${count} active admin account(s) exist already: create more from the back-office, or pass --force (recorded in the audit log)`,
    );
    this.name = 'AdminExistsError';
  }
}

/** A password of 24 random characters (about 143 bits), shown once. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** RFC 4648 base32 of 20 random bytes: a TOTP secret as authenticator apps take it. */
function totpSecret(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const byte of randomBytes(20)) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += alphabet[Number.parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

/**
 * Creates an admin in one transaction with its audit entry (actor `system`, action `user.create`,
 * the reason naming the command and whether it was forced). Throws {@link AdminExistsError} when an
 * active admin exists and `force` is false, and the catalogue's `not_unique` when the e-mail is taken.
 */
export async function createAdmin(
  core: Core,
  args: AdminCreateArgs,
  password: string | undefined,
): Promise<CreatedAdmin> {
  const chosen = password ?? generatePassword();
  const passwordHash = await hashPassword(chosen);
  const secret = totpSecret();
  const { backOfficeUsers } = schema;
  const created = await core.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CREATE_LOCK[0]}, ${ADMIN_CREATE_LOCK[1]})`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(backOfficeUsers)
      .where(and(eq(backOfficeUsers.role, 'admin'), eq(backOfficeUsers.status, 1)));
    const adminsBefore = count?.n ?? 0;
    if (adminsBefore > 0 && !args.force) throw new AdminExistsError(adminsBefore);
    const [taken] = await tx
      .select({ id: backOfficeUsers.id })
      .from(backOfficeUsers)
      .where(eq(backOfficeUsers.email, args.email));
    if (taken) throw new Error(`${args.email} has a back-office account already`);
    const now = core.clock.now();
    const [row] = await tx
      .insert(backOfficeUsers)
      .values({
        email: args.email,
        name: args.name,
        role: 'admin',
        passwordHash,
        totpSecretEnc: core.pii.encrypt(secret),
        totpEnrolledAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: backOfficeUsers.id });
    const id = row?.id as number;
    await core.audit.record(tx, {
      actor: { type: 'system' },
      action: 'user.create',
      entity: 'user',
      entityId: id,
      after: { email: args.email, name: args.name, role: 'admin', active: true },
      reason:
        adminsBefore > 0
          ? `admin:create --force (${adminsBefore} active admin(s) existed)`
          : 'admin:create: first admin of the deployment',
    });
    return { id, adminsBefore };
  });
  const enrolment = await core.backOfficeUsers.totpEnrolment(created.id);
  return {
    id: created.id,
    email: args.email,
    totpSecret: enrolment.totpSecret,
    otpauthUri: enrolment.otpauthUri,
    adminsBefore: created.adminsBefore,
    ...(password === undefined && { generatedPassword: chosen }),
  };
}

/** The lines the command prints (the enrolment is shown here once, never again). */
export function enrolmentText(admin: CreatedAdmin): string {
  return [
    '',
    `  Admin created: ${admin.email} (id ${admin.id})${admin.adminsBefore > 0 ? ` — forced, ${admin.adminsBefore} admin(s) existed; recorded in the audit log` : ''}`,
    admin.generatedPassword
      ? `  Password (shown once; change it after the first sign-in): ${admin.generatedPassword}`
      : '  Password: the value of ADMIN_PASSWORD',
    '  Two-step sign-in, shown once — add it to an authenticator app now:',
    `    TOTP secret: ${admin.totpSecret}`,
    `    otpauth URI: ${admin.otpauthUri}`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const parsed = AdminCreateArgs.safeParse(values);
  if (!parsed.success)
    throw new EnvError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`));
  const env = loadEnv();
  const handle = await openDatabaseOf({ ...env, DATABASE_POOL_MAX: 2 });
  try {
    if (handle.kind === 'pglite') await handle.migrate();
    const core = createCore({ db: handle.db, ...coreOptionsOf(env) });
    const admin = await createAdmin(core, parsed.data, env.ADMIN_PASSWORD);
    process.stdout.write(`${enrolmentText(admin)}\n`);
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('admin-create.js')) {
  main().catch((error: unknown) => {
    if (error instanceof AdminExistsError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    exitOnStartFailure('admin:create')(error);
  });
}
