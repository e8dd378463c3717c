import type { BelvoAccessToken, BelvoStoreLinkRequest, FlowState } from '@lender/contracts';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import type { BankLinkSummary } from '@lender/db/schema';
import { bankLinks, clients } from '@lender/db/schema';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Logger } from '../logger';
import type { BankLinkProvider } from '../providers/bank-link/port';
import { ProviderError } from '../providers/provider-error';

/** The bank-link state the decision engine reads (`bankLinkStatus`). */
export interface BankLinkState {
  /** `linked` when at least one link is stored, else `skipped` when the client skipped, else `none`. */
  status: 'linked' | 'skipped' | 'none';
  /** Number of stored links. */
  links: number;
  /** The latest link's institution and summary (income in centavos). */
  institution: string | null;
  summary: BankLinkSummary | null;
}

/** The bank-link state of a client for the decision engine. */
export async function bankLinkStatus(db: Database, clientId: number): Promise<BankLinkState> {
  const rows = await db
    .select()
    .from(bankLinks)
    .where(eq(bankLinks.clientId, clientId))
    .orderBy(desc(bankLinks.createdAt), desc(bankLinks.id));
  const linked = rows.filter((row) => row.status === 'linked');
  const last = linked[0];
  if (last) {
    return { status: 'linked', links: linked.length, institution: last.institution, summary: last.summary };
  }
  return {
    status: rows.some((row) => row.status === 'skipped') ? 'skipped' : 'none',
    links: 0,
    institution: null,
    summary: null,
  };
}

/** Bank link (spec §7 `/belvo/*`, issue 6; ADR 025). */
export interface BankLinkService {
  /** `GET belvo/access-token`: a widget token for the client. */
  accessToken(clientId: number): Promise<BelvoAccessToken>;
  /**
   * `POST belvo/store/link`: stores the link the widget created with its accounts and income. The
   * same link again is a no-op; a link stored by another client is refused (`not_unique`).
   */
  storeLink(clientId: number, input: BelvoStoreLinkRequest): Promise<FlowState>;
  /** `POST belvo/skip`: records that the client goes on without a bank link (once). */
  skip(clientId: number): Promise<FlowState>;
}

export function createBankLinkService(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  provider: BankLinkProvider;
  /** The client's journey state after the belvo step (the journey service's). */
  flow: (clientId: number) => Promise<FlowState>;
}): BankLinkService {
  const { db, clock, provider } = deps;

  async function call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof ProviderError) {
        deps.logger.warn('bank-link provider failed', { provider: error.provider });
        throw new CoreError('provider_failed');
      }
      throw error;
    }
  }

  async function ownerOf(linkId: string): Promise<number | undefined> {
    const [row] = await db
      .select({ clientId: bankLinks.clientId })
      .from(bankLinks)
      .where(eq(bankLinks.linkId, linkId));
    return row?.clientId;
  }

  const notUnique = () => new CoreError('not_unique', { field: ['link'] });

  return {
    async accessToken(clientId) {
      const [client] = await db.select({ uuid: clients.uuid }).from(clients).where(eq(clients.id, clientId));
      if (!client) throw new CoreError('not_found');
      return call(() => provider.createWidgetToken({ externalId: client.uuid }));
    },

    async storeLink(clientId, input) {
      const owner = await ownerOf(input.link);
      if (owner !== undefined && owner !== clientId) throw notUnique();
      if (owner === undefined) {
        const summary = await call(() =>
          provider.fetchLinkSummary({ linkId: input.link, institution: input.institution }),
        );
        const inserted = await db
          .insert(bankLinks)
          .values({
            clientId,
            provider: provider.name,
            status: 'linked',
            linkId: input.link,
            institution: input.institution,
            summary,
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: bankLinks.id });
        // Lost a race for the same link id: fine if it was this client's own retry.
        if (inserted.length === 0 && (await ownerOf(input.link)) !== clientId) throw notUnique();
        if (inserted.length > 0) deps.logger.info('bank link stored', { provider: provider.name });
      }
      return deps.flow(clientId);
    },

    async skip(clientId) {
      await db
        .insert(bankLinks)
        .values({ clientId, provider: provider.name, status: 'skipped', createdAt: clock.now() })
        .onConflictDoNothing();
      return deps.flow(clientId);
    },
  };
}

/** True when the client has a bank link or skipped it: the journey's belvo step is done. */
export async function bankLinkStepDone(db: Database, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bankLinks.id })
    .from(bankLinks)
    .where(eq(bankLinks.clientId, clientId))
    .limit(1);
  return row !== undefined;
}
