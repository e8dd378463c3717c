import { type AuthService, createAuthService } from './auth/sessions';
import { type BackOfficeUsersService, createBackOfficeUsersService } from './back-office/users';
import { type ClientsService, createClientsService } from './clients/clients';
import { type Clock, systemClock } from './clock';
import { type CodesService, createCodesService } from './codes/codes';
import type { Database } from './db/database';
import { type Limits, readLimits } from './limits';
import { type Logger, silentLogger } from './logger';
import { createPiiCrypto, type PiiCrypto } from './pii';
import type { Providers } from './providers/ports';
import { sandboxProviders } from './providers/sandbox';

/** Secrets the core needs; the API's env module supplies them (dev defaults refused in production). */
export interface CoreSecrets {
  /** HMAC key of access tokens (at least 32 characters). */
  jwtSecret: string;
  /** AES-256-GCM key for personal data, base64 of 32 bytes. */
  piiEncryptionKey: string;
  /** HMAC key for look-up hashes of personal data, base64 of 32 bytes. */
  piiHashKey: string;
}

/** Options of {@link createCore}. */
export interface CoreOptions {
  db: Database;
  secrets: CoreSecrets;
  /** @default systemClock */
  clock?: Clock;
  /** @default silentLogger */
  logger?: Logger;
  /** @default 'development' */
  environment?: 'development' | 'test' | 'production';
  /** Replace some providers; the rest are the sandbox adapters. */
  providers?: Partial<Providers>;
  /** Per-process overrides of the documented limits (a `settings` row still wins). */
  limits?: Partial<Limits>;
  /**
   * The development SMS/e-mail sandboxes print one-time codes to the log.
   * @default false
   */
  printCodes?: boolean;
}

/**
 * Everything a request handler needs, built once per process (or per test) and handed to the
 * HTTP layer through its context, never as a module singleton (STYLE, Hono model).
 */
export interface Core {
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly environment: 'development' | 'test' | 'production';
  readonly pii: PiiCrypto;
  readonly providers: Providers;
  readonly secrets: CoreSecrets;
  /** The limits in force now (defaults ← options ← `settings` row). */
  limits(): Promise<Limits>;
  /** Sessions and access tokens. */
  readonly auth: AuthService;
  /** One-time codes by SMS and e-mail, with their limits. */
  readonly codes: CodesService;
  /** Borrowers: registration, login, profile, account. */
  readonly clients: ClientsService;
  /** Back-office users: password + TOTP. */
  readonly backOfficeUsers: BackOfficeUsersService;
}

/** Builds the core over an open database. */
export function createCore(options: CoreOptions): Core {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const pii = createPiiCrypto({
    encryptionKey: options.secrets.piiEncryptionKey,
    hashKey: options.secrets.piiHashKey,
  });
  const providers: Providers = {
    ...sandboxProviders({ db: options.db, pii, logger, printCodes: options.printCodes ?? false }),
    ...options.providers,
  };
  const db = options.db;
  const limits = () => readLimits(db, options.limits);
  const auth = createAuthService({ db, clock, jwtSecret: options.secrets.jwtSecret, limits });
  const codes = createCodesService({ db, clock, pii, providers, limits });
  return {
    db,
    clock,
    logger,
    environment: options.environment ?? 'development',
    pii,
    providers,
    secrets: options.secrets,
    limits,
    auth,
    codes,
    clients: createClientsService({ db, clock, pii, logger, auth, codes, limits }),
    backOfficeUsers: createBackOfficeUsersService({ db, clock, pii, logger, auth, limits }),
  };
}
