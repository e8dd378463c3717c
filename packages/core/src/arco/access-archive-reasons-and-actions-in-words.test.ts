import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { auditLog, decisions, veriffSessions } from '@lender/db/schema';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesWithoutWords } from '../../testing/arco-fixtures';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { extractPdfText } from '../pdf/pdf-text';
import { insertApplicationRow } from '../seed/lending-rows';
import { buildAccessArchive } from './access-archive';

// Access (LFPDPPP): a rejected application's reasons, an identity check's decline and the audit's
// actions read in words in the archive's PDF — the reasons as the borrower's decision page says
// them, the provider's reasons in Spanish (one it adds later as another reason of the provider),
// each action, who acted and on what as the back office words them — while the JSON keeps the codes.

const STAFF = 'Rosa Revisora';

let t: LendingTestCore;
let files: Record<string, Uint8Array>;
const json = (name: string) => JSON.parse(Buffer.from(files[`${name}.json`] ?? []).toString('utf8'));
/** A PDF's text on one line (a long sentence may wrap). */
const pdf = async (name: string) =>
  (await extractPdfText(files[`${name}.pdf`] ?? new Uint8Array())).replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await createLendingTestCore();
  t.clock.set('2026-03-02T18:00:00Z');
  const own = await paidOutLoan(t);
  const { db } = t.core;
  const rejected = await insertApplicationRow(db, {
    clientId: own.clientId,
    status: APPLICATION_STATUS.rejected,
    amount: 5_000_00,
    termDays: 14,
    salaryCycle: 'biweekly',
    payDates: '2026-03-16',
    pricedOn: '2026-03-02',
  });
  await db.insert(decisions).values({
    applicationId: rejected,
    clientId: own.clientId,
    outcome: APPLICATION_STATUS.rejected,
    reasons: [
      { rule: 'affordability', code: 'decision.incomeTooLow' },
      { rule: 'scorecard', code: 'decision.scoreBureau' },
      // A rule set retired since: no borrower words.
      { rule: 'legacy', code: 'decision.retiredRule' },
    ],
    inputs: {},
    ruleSet: 'v1',
  });
  const reviewer = await t.core.backOfficeUsers.create({
    email: 'revisora@lender.test',
    name: STAFF,
    password: 'a-long-reviewer-password',
    role: 'admin',
  });
  await db.insert(auditLog).values([
    {
      actorType: 'system',
      action: `application.status.${APPLICATION_STATUS.rejected}`,
      entity: 'application',
      entityId: String(rejected),
    },
    {
      actorType: 'user',
      actorId: reviewer.id,
      action: 'application.manual_reject',
      entity: 'application',
      entityId: String(rejected),
      reason: 'Ingreso no comprobable',
    },
  ]);
  const session = (
    n: number,
    status: 'declined' | 'resubmission_requested',
    reasonCode: number,
    reason: string,
  ) => ({
    ...{ id: `veriff-${n}`, clientId: own.clientId, provider: 'veriff', url: 'https://magic.veriff.me/v/x' },
    ...{ status, reason, reasonCode, decidedVia: 'webhook' as const },
    ...{ createdAt: new Date(`2026-03-0${n}T17:00:00Z`), decidedAt: new Date(`2026-03-0${n}T17:10:00Z`) },
  });
  await db
    .insert(veriffSessions)
    .values([
      session(1, 'declined', 105, 'Suspicious behaviour'),
      session(2, 'resubmission_requested', 201, 'Video and/or photos missing'),
      session(3, 'declined', 9999, 'A reason Veriff added later'),
    ]);
  files = unzipSync((await buildAccessArchive(t.core, { clientId: own.clientId })).bytes);
});
afterAll(() => t.close());

describe("the access archive's reasons and actions in words", () => {
  it("a rejected application's reasons read as the borrower's decision page says them, a retired code as another reason; the JSON keeps the codes", async () => {
    const applications = json('solicitudes') as Array<{ decisions: Array<{ reasons: string[] }> }>;
    expect(applications.flatMap((application) => application.decisions)).toEqual([
      expect.objectContaining({
        outcome: 'rejected',
        reasons: ['decision.incomeTooLow', 'decision.scoreBureau', 'decision.retiredRule'],
      }),
    ]);
    const text = await pdf('solicitudes');
    expect(text).toContain('Tus ingresos de hoy no alcanzan para pagar un préstamo como este sin apretarte.');
    expect(text).toContain('No pudimos confirmar en automático parte de la información de tu solicitud.');
    expect(text).toContain('Otro motivo (su clave está en el archivo JSON)');
    expect(text).not.toMatch(/decision\.|incomeTooLow|scoreBureau|retiredRule/);
  });

  it("a declined identity check's reason reads in Spanish, a code we have no words for as another reason of the provider; the JSON keeps the code", async () => {
    expect(json('verificacion-de-identidad').verifications).toEqual([
      expect.objectContaining({ status: 'declined', reason: 105 }),
      expect.objectContaining({ status: 'resubmission_requested', reason: 201 }),
      expect.objectContaining({ status: 'declined', reason: 9999 }),
    ]);
    const text = await pdf('verificacion-de-identidad');
    expect(text).toContain('El proveedor notó un comportamiento sospechoso');
    expect(text).toContain('Faltaban el video o las fotos');
    expect(text).toContain('Otro motivo del proveedor (su clave está en el archivo JSON)');
    expect(text).not.toMatch(/Suspicious|Video and|Veriff added|\b(105|201|9999)\b/);
  });

  it('the audit reads each action, who acted and on what in words, with no staff name; the JSON keeps the codes', async () => {
    const actions = (json('bitacora') as Array<{ action: string }>).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['loan.create', `application.status.${APPLICATION_STATUS.rejected}`]),
    );
    const text = await pdf('bitacora');
    for (const said of [
      'Préstamo creado',
      'Solicitud: Rechazada',
      'Rechazada en verificación manual',
      'Sistema',
    ])
      expect(text).toContain(said);
    expect(text).toMatch(/Registro\s*Préstamo/);
    expect(text).not.toMatch(/loan\.create|application\.|manual_reject|\bsystem\b|\buser\b/);
    expect(text).not.toContain(STAFF);
  });

  it('every status, reason, outcome and action reads in words, never as its code', () => {
    expect(codesWithoutWords(files)).toEqual([]);
  });
});
