import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { BackOfficeRole } from '@lender/contracts';
import type {
  authenticateFlow,
  authenticateProfile,
  Core,
  requireActiveClient,
  SandboxGrant,
} from '@lender/core';
import type { Database } from '@lender/core/db';

/** Who is calling, once an auth middleware has checked the token and its session. */
export interface AuthContext {
  accountType: 'client' | 'user';
  subjectId: number;
  sessionId: string;
  /** A back-office user who has not passed TOTP yet. */
  mfaPending: boolean;
}

/** The `clients` row of the caller, as `requireActiveClient` returns it. */
export type ClientRow = Awaited<ReturnType<typeof requireActiveClient>>;

/** Hono environment of every route: core and database reach handlers through the context. */
export interface AppEnv {
  Variables: {
    core: Core;
    db: Database;
    /** What the risk and regulator reports read: the replica when there is one, else `db`. */
    reportsDb: Database;
    requestId: string;
    /**
     * The caller's address (`http/caller-address.ts`): the browser's, sent by one of our sites over
     * the trusted hop; else the rightmost `X-Forwarded-For` behind a trusted proxy; else the socket's.
     */
    clientIp: string;
    auth: AuthContext;
    /**
     * The client row the `client` auth guard loaded (`requireActiveClient`): handlers reuse it instead of
     * reading it again (issue 17). Only on client routes.
     */
    client: ClientRow;
    /**
     * What `requireClientReading` read with the session and the client row (ADR 091): the
     * profile's facts (`GET client`) or the journey's rows (`GET client/flow`).
     */
    clientRead: {
      profileFacts?: Awaited<ReturnType<typeof authenticateProfile>>['facts'];
      journeyRows?: Awaited<ReturnType<typeof authenticateFlow>>['rows'];
    };
    /**
     * The back-office user's role, read by the `user` auth guard (`requireActive`): the permission
     * guard checks it instead of reading the user again (issue 17). Only on back-office routes.
     */
    backOfficeRole: BackOfficeRole;
    /**
     * The public offer's cache key and the instant it was taken at, computed once by the route's
     * cache middleware and reused by the handler on a miss (issue 17). Only on the offer route.
     */
    offerKey: { key: string; now: Date };
    /**
     * Who may use the borrower's sandbox on this call (an admin's token or the QA cookie), checked by
     * the sandbox routes' guard (spec §6). Only on those routes.
     */
    sandboxGrant: SandboxGrant;
  };
}

/** A router of route modules. */
export type AppRouter = OpenAPIHono<AppEnv>;

/** A handler typed from its route (`export const list: AppRouteHandler<typeof listRoute> = …`). */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
