import { eq } from '@lender/db/orm';
import {
  bankLinks,
  cepClaims,
  clientGeo,
  clients,
  disasterZones,
  fraudSignals,
  geoMunicipalities,
  geoStates,
  loans,
  outbox,
  paymentCards,
  paymentPlans,
  referrals,
  reliefDeferrals,
  veriffSessions,
} from '@lender/db/schema';
import { formatDate } from '@lender/i18n';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesWithoutWords } from '../../testing/arco-fixtures';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { contractNumberOf } from '../contract-number';
import { extractPdfText } from '../pdf/pdf-text';
import { buildAccessArchive } from './access-archive';

// Access (LFPDPPP): the archive holds every kind of data kept about the borrower — identity checks, bank
// links, cards, locations and device signals, payment plans, relief deferrals, SPEI claims, invitations,
// messages — each PDF in words (money $1,234.56, dates in Spanish, every status and reason, a device check's
// `ok` too), with no secret (session links, tokens, card numbers, one-time codes), nothing of another person.

const VERIFF_URL = 'https://magic.veriff.me/v/eyJhbGciOiJIUzI1NiJ9.secret-session-token';
const CARD_TOKEN = 'tok_live_5f3c9a7e1b2d4c6a8e0f';
const BLACKBOX = '0400JapG4txqVP4Nf94lis1ztosU8peNq5XJ';

let t: LendingTestCore;
let files: Record<string, Uint8Array>;
let contract: string;
const json = (name: string) => JSON.parse(Buffer.from(files[`${name}.json`] ?? []).toString('utf8'));
const pdf = (name: string) => extractPdfText(files[`${name}.pdf`] ?? new Uint8Array());
const everything = () =>
  Object.entries(files)
    .filter(([name]) => name.endsWith('.json'))
    .map(([, bytes]) => Buffer.from(bytes).toString('utf8'))
    .join('\n');

beforeAll(async () => {
  t = await createLendingTestCore();
  t.clock.set('2026-03-02T18:00:00Z');
  const other = await paidOutLoan(t);
  const own = await paidOutLoan(t);
  const { db, pii } = t.core;
  const registered = new Date('2026-03-01T16:00:00Z');
  await db.update(clients).set({ createdAt: registered }).where(eq(clients.id, own.clientId));
  const [client] = await db.select().from(clients).where(eq(clients.id, own.clientId));
  const [loan] = await db.select().from(loans).where(eq(loans.id, own.loanId));
  if (!client || !loan) throw new Error('no loan');
  contract = contractNumberOf(loan.applicationId);
  const at = (iso: string) => new Date(iso);
  await db.insert(veriffSessions).values([
    {
      id: 'veriff-own-1',
      clientId: own.clientId,
      provider: 'veriff',
      url: VERIFF_URL,
      status: 'approved',
      decisionCode: 9001,
      decidedVia: 'webhook',
      decidedAt: at('2026-03-01T17:10:00Z'),
    },
    {
      id: 'veriff-other-1',
      clientId: other.clientId,
      provider: 'veriff',
      url: VERIFF_URL,
      status: 'declined',
    },
  ]);
  await db.insert(bankLinks).values({
    clientId: own.clientId,
    provider: 'belvo',
    status: 'linked',
    linkId: 'belvo-link-9c1d2e3f',
    institution: 'BBVA México',
    summary: {
      accounts: [
        {
          id: 'acc-77',
          name: 'Cuenta Libretón',
          category: 'CHECKING_ACCOUNT',
          currency: 'MXN',
          balanceCurrent: 123_456,
        },
      ],
      monthlyIncome: 1_850_050,
      incomeMonths: 6,
      incomeRegularity: 0.92,
    },
  });
  const card = (clientId: number, last4: string, holderName: string, providerToken: string) => ({
    ...{ clientId, last4, holderName, providerToken, cardHash: `hash-${last4}` },
    ...{ brand: 'visa', expiryMonth: 3, expiryYear: 2029 },
  });
  await db
    .insert(paymentCards)
    .values([
      card(own.clientId, '4242', 'ANA LOPEZ', CARD_TOKEN),
      card(other.clientId, '9999', 'OTRO CLIENTE AJENO', 'tok_x'),
    ]);
  await db.insert(clientGeo).values([
    { clientId: own.clientId, latitude: '19.4326', longitude: '-99.1332', accuracy: '35' },
    { clientId: other.clientId, latitude: '25.6866', longitude: '-100.3161' },
  ]);
  await db.insert(fraudSignals).values({
    applicationId: own.applicationId,
    clientId: own.clientId,
    iovationBlackbox: BLACKBOX,
    juicySessionId: 'juicy-session-abc123',
    iovationResult: { verdict: 'allow', deviceId: 'dev-42', reason: 'ok' },
    juicyScoreResult: { verdict: 'review', score: 0.4 },
    helloSoda: { reference: 'hs-1', score: 88, decision: 'pass' },
    evaluatedAt: at('2026-03-01T17:20:00Z'),
  });
  await db.insert(paymentPlans).values({
    loanId: own.loanId,
    clientId: own.clientId,
    status: 'declined',
    reason: 'job_loss',
    instalments: [
      { dueDate: '2026-03-31', amount: 178_050 },
      { dueDate: '2026-04-15', amount: 177_637 },
    ],
    total: 355_687,
    requestedAt: at('2026-03-10T15:00:00Z'),
  });
  await db
    .insert(geoStates)
    .values({ code: '09', name: 'Ciudad de México', searchName: 'ciudad de mexico' })
    .onConflictDoNothing();
  await db
    .insert(geoMunicipalities)
    .values({
      id: '09010',
      stateCode: '09',
      code: '010',
      name: 'Álvaro Obregón',
      searchName: 'alvaro obregon',
      source: 'demo',
    })
    .onConflictDoNothing();
  const [zone] = await db
    .insert(disasterZones)
    .values({
      municipalityId: '09010',
      startsOn: '2026-03-05',
      endsOn: '2026-04-05',
      reference: 'DOF 05/03/2026',
      reason: 'Sismo',
      declaredBy: (
        await t.core.backOfficeUsers.create({
          email: 'zona@lender.test',
          name: 'Zona',
          password: 'a-long-zone-password',
          role: 'admin',
        })
      ).id,
    })
    .returning();
  await db.insert(reliefDeferrals).values({
    loanId: own.loanId,
    clientId: own.clientId,
    zoneId: zone?.id ?? 0,
    months: 1,
    previousDueDate: '2026-03-16',
    newDueDate: '2026-04-16',
    grantedOn: '2026-03-12',
    termsVersion: '2026-03-01',
    acceptedAt: at('2026-03-12T16:00:00Z'),
    ip: '201.141.12.7',
    userAgent: 'Mozilla/5.0 (Android 14)',
  });
  await db.insert(cepClaims).values({
    clientId: own.clientId,
    loanId: own.loanId,
    operationDate: '2026-03-13',
    amount: 123_456,
    trackingKey: 'MBAN01002603130012345678',
    senderBank: '012',
    receiverBank: '90646',
    beneficiaryAccount: '646180157000000004',
    outcome: 'unverified',
    createdAt: at('2026-03-13T19:00:00Z'),
  });
  await db.insert(referrals).values({
    referrerClientId: own.clientId,
    channel: 'phone',
    contactEnc: pii.encrypt('+525511223344'),
    contactHash: pii.hash('phone', '+525511223344'),
    contactMasked: '+52 55 **** 3344',
    status: 'rewarded',
    reward: 20_000,
    rewardedAt: at('2026-03-14T16:00:00Z'),
  });
  const sms = (body: string, purpose: string, createdAt: string) => ({
    channel: 'sms' as const,
    provider: 'sandbox-sms',
    recipientHash: client.phoneHash,
    recipientMasked: '55****0001',
    body,
    payload: { purpose },
    createdAt: at(createdAt),
  });
  await db.insert(outbox).values([
    // Sent to the phone before this borrower registered with it: another person's message.
    sms('Hola Rogelio, tu pago de $999.00 vence mañana.', 'payment_reminder', '2026-02-01T16:00:00Z'),
    sms(
      'Tu código para firmar el contrato es 482913. No lo compartas.',
      'sign_agreement',
      '2026-03-02T17:00:00Z',
    ),
    sms('Recibimos tu pago de $1,234.56. Gracias.', 'payment_received', '2026-03-13T19:05:00Z'),
  ]);
  files = unzipSync((await buildAccessArchive(t.core, { clientId: own.clientId })).bytes);
});
afterAll(() => t.close());

describe('the access archive holds every dealing with the borrower', () => {
  it('each kind of data as its own section, in JSON', () => {
    expect(json('verificacion-de-identidad').verifications).toEqual([
      expect.objectContaining({ status: 'approved', decidedVia: 'webhook' }),
    ]);
    expect(json('cuentas-bancarias').links).toEqual([
      expect.objectContaining({
        institution: 'BBVA México',
        status: 'linked',
        monthlyIncome: { amount: 18_500.5, currency: 'MXN' },
        accounts: [
          expect.objectContaining({
            name: 'Cuenta Libretón',
            balanceCurrent: { amount: 1_234.56, currency: 'MXN' },
          }),
        ],
      }),
    ]);
    expect(json('tarjetas')).toEqual([
      expect.objectContaining({ card: '•••• 4242', holderName: 'ANA LOPEZ', expiry: '03/2029' }),
    ]);
    const signals = json('ubicacion-y-dispositivo');
    expect(signals.locations).toEqual([
      expect.objectContaining({ latitude: '19.4326', longitude: '-99.1332' }),
    ]);
    expect(signals.fraud).toEqual([
      expect.objectContaining({
        contractNumber: contract,
        deviceCollected: true,
        deviceVerdict: 'allow',
        identityDecision: 'pass',
      }),
    ]);
    expect(json('planes-de-pagos')).toEqual([
      expect.objectContaining({
        contractNumber: contract,
        status: 'declined',
        reason: 'job_loss',
        total: { amount: 3_556.87, currency: 'MXN' },
      }),
    ]);
    expect(json('pagos-diferidos')).toEqual([
      expect.objectContaining({
        contractNumber: contract,
        months: 1,
        newDueDate: '2026-04-16',
        ip: '201.141.12.7',
      }),
    ]);
    expect(json('pagos-spei-reportados')).toEqual([
      expect.objectContaining({
        contractNumber: contract,
        trackingKey: 'MBAN01002603130012345678',
        outcome: 'unverified',
      }),
    ]);
    expect(json('invitaciones').sent).toEqual([
      expect.objectContaining({
        contact: '+52 55 **** 3344',
        status: 'rewarded',
        reward: { amount: 200, currency: 'MXN' },
      }),
    ]);
    expect((json('mensajes') as Array<{ template: string }>).map((message) => message.template)).toEqual([
      'sign_agreement',
      'payment_received',
    ]);
  });

  it('holds no secret and nothing of another person', () => {
    const text = everything();
    for (const secret of [
      VERIFF_URL,
      'secret-session-token',
      CARD_TOKEN,
      'hash-4242',
      BLACKBOX,
      'juicy-session-abc123',
      'belvo-link-9c1d2e3f',
      '482913',
      '+525511223344',
    ])
      expect(text, secret).not.toContain(secret);
    for (const foreign of ['OTRO CLIENTE AJENO', '9999', '25.6866', 'Rogelio', 'veriff-other-1'])
      expect(text, foreign).not.toContain(foreign);
  });

  it('each PDF reads in words: money in pesos, dates in Spanish, no codes', async () => {
    const read = {
      identity: await pdf('verificacion-de-identidad'),
      bank: await pdf('cuentas-bancarias'),
      cards: await pdf('tarjetas'),
      signals: await pdf('ubicacion-y-dispositivo'),
      plans: await pdf('planes-de-pagos'),
      relief: await pdf('pagos-diferidos'),
      spei: await pdf('pagos-spei-reportados'),
      invites: await pdf('invitaciones'),
      messages: await pdf('mensajes'),
    };
    expect(read.identity).toContain('Aprobada');
    expect(read.bank).toContain('$1,234.56');
    expect(read.bank).toContain('$18,500.50');
    expect(read.bank).toContain('Cuenta de cheques o débito');
    expect(read.cards).toContain('•••• 4242');
    for (const said of ['Sin alertas', 'Sin observaciones']) expect(read.signals).toContain(said);
    expect(codesWithoutWords(files)).toEqual([]);
    expect(read.plans).toContain('Perdí mi empleo');
    expect(read.plans).toContain('$3,556.87');
    expect(read.plans).toContain(formatDate('2026-03-31'));
    expect(read.relief).toContain(formatDate('2026-04-16'));
    expect(read.relief).toContain('Álvaro Obregón');
    expect(read.spei).toContain('$1,234.56');
    expect(read.spei).toContain('Sin confirmar: abrimos una aclaración');
    expect(read.invites).toContain('Recompensa entregada');
    expect(read.messages).toContain('Código para firmar el contrato');
    expect(read.messages).not.toContain('482913');
    for (const [name, text] of Object.entries(read)) {
      expect(text, name).not.toMatch(
        /accessArchive|approved|webhook|CHECKING_ACCOUNT|linked|allow|job_loss|declined|unverified|rewarded|sign_agreement|payment_received|\bsms\b|\bok\b/,
      );
    }
  });
});
