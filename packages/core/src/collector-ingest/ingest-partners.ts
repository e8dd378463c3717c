import type { CollectorTokenResponse } from '@lender/contracts/collector';
import type { Executor } from '@lender/db';
import { and, eq, isNull, ne, sql } from '@lender/db/orm';
import { collectorPartners, collectorTokens } from '@lender/db/schema';
import type { IngestContext } from './ingest-context';
import { CollectorIngestError, type CollectorPartner, newToken, sha256 } from './ingest-model';

/** Partner sites and their tokens: configuration, login, refresh, authentication. */
export function createIngestPartners(ctx: IngestContext) {
  const { db, o, hashAuthKey } = ctx;
  // Tokens live on real time: a move of the platform clock expires none (issue 62).
  const clock = ctx.deps.realClock ?? ctx.clock;

  const issue = async (tx: Executor, partnerId: number): Promise<CollectorTokenResponse> => {
    const now = clock.now();
    const access = newToken('cla');
    const refresh = newToken('clr');
    const expires = new Date(now.getTime() + o.accessTokenTtlSeconds * 1000);
    await tx.insert(collectorTokens).values({
      partnerId,
      accessHash: sha256(access),
      refreshHash: sha256(refresh),
      expiresAt: expires,
      refreshExpiresAt: new Date(now.getTime() + o.refreshTokenTtlSeconds * 1000),
      createdAt: now,
    });
    return {
      access_token: access,
      token_type: 'Bearer',
      issued: now.toISOString(),
      expires: expires.toISOString(),
      refresh_token: refresh,
    };
  };

  const service = {
    /** Adds or updates partner sites from configuration; only the keys' HMAC is stored. */
    async configurePartners(partners: ReadonlyArray<{ name: string; authKey: string }>): Promise<void> {
      for (const partner of partners) {
        const authKeyHash = hashAuthKey(partner.authKey);
        await db
          .insert(collectorPartners)
          .values({ name: partner.name, authKeyHash })
          .onConflictDoUpdate({
            target: collectorPartners.name,
            set: { authKeyHash, updatedAt: clock.now() },
            setWhere: ne(collectorPartners.authKeyHash, authKeyHash),
          });
      }
    },

    /** Suspends or reactivates a partner, or allows/forbids the web flow. */
    async updatePartner(
      name: string,
      patch: Partial<Pick<CollectorPartner, 'status' | 'webFlow'>>,
    ): Promise<void> {
      await db
        .update(collectorPartners)
        .set({ ...patch, updatedAt: clock.now() })
        .where(eq(collectorPartners.name, name));
    },

    /** `credoapplogin`: a token pair for a known auth key; `auth_key_invalid` otherwise. */
    async login(authKey: string): Promise<CollectorTokenResponse> {
      const [partner] = await db
        .select({ id: collectorPartners.id })
        .from(collectorPartners)
        .where(eq(collectorPartners.authKeyHash, hashAuthKey(authKey)));
      if (!partner) throw new CollectorIngestError('auth_key_invalid');
      return issue(db, partner.id);
    },

    /** A new pair for a refresh token (rotation: the old pair stops working). */
    async refresh(refreshToken: string): Promise<CollectorTokenResponse> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [revoked] = await tx
          .update(collectorTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(collectorTokens.refreshHash, sha256(refreshToken)),
              isNull(collectorTokens.revokedAt),
              sql`${collectorTokens.refreshExpiresAt} > ${now.toISOString()}`,
            ),
          )
          .returning({ partnerId: collectorTokens.partnerId });
        if (!revoked) throw new CollectorIngestError('refresh_token_invalid');
        return issue(tx, revoked.partnerId);
      });
    },

    /** The partner of a valid access token; `unauthorized` otherwise. */
    async authenticate(accessToken: string | undefined): Promise<CollectorPartner> {
      if (!accessToken) throw new CollectorIngestError('unauthorized');
      const [found] = await db
        .select({
          id: collectorPartners.id,
          name: collectorPartners.name,
          status: collectorPartners.status,
          webFlow: collectorPartners.webFlow,
          expiresAt: collectorTokens.expiresAt,
          revokedAt: collectorTokens.revokedAt,
        })
        .from(collectorTokens)
        .innerJoin(collectorPartners, eq(collectorPartners.id, collectorTokens.partnerId))
        .where(eq(collectorTokens.accessHash, sha256(accessToken)));
      if (!found || found.revokedAt !== null || found.expiresAt.getTime() <= clock.now().getTime()) {
        throw new CollectorIngestError('unauthorized', 'Access token is missing, invalid or expired');
      }
      return { id: found.id, name: found.name, status: found.status, webFlow: found.webFlow };
    },
  };
  return { service };
}
