import { paymentFolio } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, asc, desc, eq, gte, inArray, or } from '@lender/db/orm';
import {
  auditLog,
  bankLinks,
  cepClaims,
  clientGeo,
  type clients,
  complaints,
  disasterZones,
  fraudSignals,
  geoMunicipalities,
  outbox,
  paymentCards,
  paymentPlans,
  referrals,
  reliefDeferrals,
  veriffSessions,
} from '@lender/db/schema';
import { emailHashOf, emailOf } from '../contact/email';
import { maskOutboxBody } from '../contact/masked-message';
import type { PiiCrypto } from '../pii';
import { behaviourOf, signInsOf, siteMetricsOf } from './access-archive-activity';
import {
  type ArchiveFile,
  type ArchiveRecord,
  type ArchiveSection,
  iso,
  money,
} from './access-archive-model';

// The access archive's records of what the borrower did with us beside their loans (LFPDPPP access):
// identity checks, bank links, saved cards, locations and device signals, sign-ins, behaviour on our
// site (`access-archive-activity.ts`), payment plans, relief deferrals, SPEI claims, invitations and
// the messages sent to them. One entry per section, each the borrower's own rows only. No secret is
// copied: an identity session's link, a bank link's id, a card's token or fingerprint, a device
// blackbox or session id, a sign-in's session id or token, an invitee's contact (another person's:
// masked only), a message's one-time code or link (masked as the back office shows them).

type DealingSection = Extract<
  ArchiveSection,
  | 'identity'
  | 'bankLinks'
  | 'cards'
  | 'signals'
  | 'sessions'
  | 'behaviour'
  | 'paymentPlans'
  | 'reliefDeferrals'
  | 'speiClaims'
  | 'referrals'
  | 'messages'
>;

/** What a section reads: the client's row, their loans' contract numbers, where files go. */
interface Reader {
  readonly db: Database;
  readonly pii: PiiCrypto;
  readonly client: typeof clients.$inferSelect;
  /** The contract number of one of the client's loans (null for another's or none). */
  contractOf(loanId: number | null): string | null;
  /** The contract number of one of the client's applications. */
  contractOfApplication(applicationId: number): string | null;
  /** Adds a stored file to the archive; its path there. */
  file(name: string, storageKey: string | null): string | null;
  /** Adds a file made of `content` to the archive; its path there. */
  written(name: string, content: string): string;
}

type Section = ArchiveRecord | readonly ArchiveRecord[];

/**
 * The messages sent to the borrower's phone and e-mail: only from when each was theirs (registered
 * or changed to it), so a message to a recycled number's former holder is never theirs.
 */
async function messagesOf({ db, pii, client }: Reader): Promise<ArchiveRecord[]> {
  const changes = await db
    .select({ action: auditLog.action, at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'client'),
        eq(auditLog.entityId, String(client.id)),
        inArray(auditLog.action, ['client.phone_change', 'client.email_change']),
      ),
    )
    .orderBy(desc(auditLog.id));
  const since = (action: string) => {
    const changed = changes.find((change) => change.action === action)?.at;
    return changed && changed > client.createdAt ? changed : client.createdAt;
  };
  const email = client.emailEnc === null && client.legacyEmail === null ? null : emailOf(pii, client);
  const addresses = [
    and(eq(outbox.recipientHash, client.phoneHash), gte(outbox.createdAt, since('client.phone_change'))),
  ];
  if (email)
    addresses.push(
      and(
        eq(outbox.recipientHash, emailHashOf(pii, email)),
        gte(outbox.createdAt, since('client.email_change')),
      ),
    );
  const rows = await db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.channel, ['sms', 'email']), or(...addresses)))
    .orderBy(asc(outbox.id));
  return rows.map((row) => {
    const template = typeof row.payload?.purpose === 'string' ? row.payload.purpose : 'other';
    return {
      createdAt: iso(row.createdAt),
      channel: row.channel,
      recipient: row.recipientMasked,
      template,
      subject: row.subject,
      body: maskOutboxBody(row.body, template),
      status: row.status,
    };
  });
}

/** Each section's records, read and said without codes of ours the borrower does not know. */
const DEALINGS: Readonly<Record<DealingSection, (read: Reader) => Promise<Section>>> = {
  async identity({ db, client }) {
    const rows = await db
      .select()
      .from(veriffSessions)
      .where(eq(veriffSessions.clientId, client.id))
      .orderBy(asc(veriffSessions.createdAt));
    return {
      verifications: rows.map((row) => ({
        createdAt: iso(row.createdAt),
        provider: row.provider,
        status: row.status,
        // The provider's code, which reads in words (its English text says the same); the text where it gave none.
        reason: row.reasonCode ?? row.reason,
        decidedAt: iso(row.decidedAt),
        decidedVia: row.decidedVia,
      })),
    };
  },
  async bankLinks({ db, client }) {
    const rows = await db
      .select()
      .from(bankLinks)
      .where(eq(bankLinks.clientId, client.id))
      .orderBy(asc(bankLinks.id));
    return {
      links: rows.map((row) => ({
        createdAt: iso(row.createdAt),
        provider: row.provider,
        status: row.status,
        institution: row.institution,
        accounts: (row.summary?.accounts ?? []).map((account) => ({
          name: account.name,
          category: account.category,
          balanceCurrent: money(account.balanceCurrent),
        })),
        monthlyIncome: money(row.summary?.monthlyIncome ?? null),
        incomeMonths: row.summary?.incomeMonths ?? null,
        incomeRegularity: row.summary?.incomeRegularity ?? null,
      })),
    };
  },
  async cards({ db, client }) {
    const rows = await db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.clientId, client.id))
      .orderBy(asc(paymentCards.id));
    return rows.map((row) => ({
      createdAt: iso(row.createdAt),
      brand: row.brand,
      card: `•••• ${row.last4}`,
      holderName: row.holderName,
      expiry: `${String(row.expiryMonth).padStart(2, '0')}/${row.expiryYear}`,
      active: row.active,
    }));
  },
  async signals(read) {
    const { db, client } = read;
    const [places, checks, siteMetrics] = await Promise.all([
      db.select().from(clientGeo).where(eq(clientGeo.clientId, client.id)).orderBy(asc(clientGeo.id)),
      db
        .select()
        .from(fraudSignals)
        .where(eq(fraudSignals.clientId, client.id))
        .orderBy(asc(fraudSignals.createdAt)),
      siteMetricsOf(read),
    ]);
    return {
      locations: places.map((place) => ({
        createdAt: iso(place.createdAt),
        latitude: place.latitude,
        longitude: place.longitude,
        accuracy: place.accuracy,
      })),
      fraud: checks.map((check) => ({
        contractNumber: read.contractOfApplication(check.applicationId),
        createdAt: iso(check.createdAt),
        evaluatedAt: iso(check.evaluatedAt),
        deviceCollected: check.iovationBlackbox !== null || check.juicySessionId !== null,
        deviceId: check.iovationResult?.deviceId ?? null,
        deviceVerdict: check.iovationResult?.verdict ?? null,
        deviceReason: check.iovationResult?.reason ?? null,
        sessionVerdict: check.juicyScoreResult?.verdict ?? null,
        sessionScore: check.juicyScoreResult?.score ?? null,
        identityDecision: check.helloSoda?.decision ?? null,
        identityScore: check.helloSoda?.score ?? null,
      })),
      siteMetrics,
    };
  },
  sessions: signInsOf,
  behaviour: (read) => behaviourOf(read, read.written),
  async paymentPlans(read) {
    const rows = await read.db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.clientId, read.client.id))
      .orderBy(asc(paymentPlans.id));
    return rows.map((row) => ({
      contractNumber: read.contractOf(row.loanId),
      requestedAt: iso(row.requestedAt),
      status: row.status,
      reason: row.reason,
      total: money(row.total),
      instalments: row.instalments.map((each) => ({ dueDate: each.dueDate, amount: money(each.amount) })),
      decidedAt: iso(row.decidedAt),
      startedOn: row.startedOn,
      watchUntil: row.watchUntil,
      endedOn: row.endedOn,
      curedOn: row.curedOn,
    }));
  },
  async reliefDeferrals(read) {
    const rows = await read.db
      .select({ deferral: reliefDeferrals, zone: disasterZones, municipality: geoMunicipalities.name })
      .from(reliefDeferrals)
      .innerJoin(disasterZones, eq(disasterZones.id, reliefDeferrals.zoneId))
      .leftJoin(geoMunicipalities, eq(geoMunicipalities.id, disasterZones.municipalityId))
      .where(eq(reliefDeferrals.clientId, read.client.id))
      .orderBy(asc(reliefDeferrals.id));
    return rows.map(({ deferral, zone, municipality }) => ({
      contractNumber: read.contractOf(deferral.loanId),
      zone: [municipality, zone.reference].filter(Boolean).join(' · '),
      months: deferral.months,
      previousDueDate: deferral.previousDueDate,
      newDueDate: deferral.newDueDate,
      grantedOn: deferral.grantedOn,
      termsVersion: deferral.termsVersion,
      acceptedAt: iso(deferral.acceptedAt),
      ip: deferral.ip,
      userAgent: deferral.userAgent,
    }));
  },
  async speiClaims(read) {
    const rows = await read.db
      .select({ claim: cepClaims, complaintFolio: complaints.folio })
      .from(cepClaims)
      .leftJoin(complaints, eq(complaints.id, cepClaims.complaintId))
      .where(eq(cepClaims.clientId, read.client.id))
      .orderBy(asc(cepClaims.id));
    return rows.map(({ claim, complaintFolio }) => ({
      contractNumber: read.contractOf(claim.loanId),
      createdAt: iso(claim.createdAt),
      operationDate: claim.operationDate,
      amount: money(claim.amount),
      provenAmount: money(claim.provenAmount),
      trackingKey: claim.trackingKey,
      senderBank: claim.senderBank,
      receiverBank: claim.receiverBank,
      beneficiaryAccount: claim.beneficiaryAccount,
      outcome: claim.outcome,
      paymentFolio: claim.paymentId === null ? null : paymentFolio(claim.paymentId),
      complaintFolio,
      files: [
        read.file(`cep-${claim.trackingKey}.xml`, claim.cepXmlKey),
        read.file(`cep-${claim.trackingKey}.pdf`, claim.cepPdfKey),
      ].filter((path): path is string => path !== null),
    }));
  },
  async referrals({ db, client }) {
    const rows = await db
      .select()
      .from(referrals)
      .where(or(eq(referrals.referrerClientId, client.id), eq(referrals.referredClientId, client.id)))
      .orderBy(asc(referrals.id));
    return {
      // Who invited them is the other client's data: only that they came by an invitation.
      invited: rows.some((row) => row.referredClientId === client.id),
      sent: rows
        .filter((row) => row.referrerClientId === client.id)
        .map((row) => ({
          createdAt: iso(row.createdAt),
          channel: row.channel,
          contact: row.contactMasked,
          status: row.status,
          sendCount: row.sendCount,
          lastSentAt: iso(row.lastSentAt),
          registeredAt: iso(row.registeredAt),
          loanPaidAt: iso(row.loanPaidAt),
          reward: money(row.reward),
          rewardedAt: iso(row.rewardedAt),
          cancelledAt: iso(row.cancelledAt),
        })),
    };
  },
  messages: messagesOf,
};

/** The sections of the borrower's other dealings, and the files they bring (the CEPs). */
export async function dealingsOf(
  read: Omit<Reader, 'file' | 'written'>,
  folder: string,
): Promise<{ sections: Record<DealingSection, Section>; files: ArchiveFile[] }> {
  const files: ArchiveFile[] = [];
  const reader: Reader = {
    ...read,
    file(name, storageKey) {
      if (storageKey === null) return null;
      files.push({ path: `${folder}/${name}`, storageKey });
      return `${folder}/${name}`;
    },
    written(name, content) {
      files.push({ path: `${folder}/${name}`, content });
      return `${folder}/${name}`;
    },
  };
  const names = Object.keys(DEALINGS) as DealingSection[];
  const sections = await Promise.all(
    names.map(async (name) => [name, await DEALINGS[name](reader)] as const),
  );
  return { sections: Object.fromEntries(sections) as Record<DealingSection, Section>, files };
}
