import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { makeClabe } from '@lender/clabe';
import { checkIdentity } from '@lender/clabe/identity';
import {
  blockClientData,
  confirmPendingCharges,
  confirmPendingPayouts,
  createJobRunner,
  loanBalances,
  outstandingOf,
  useCases,
} from '@lender/core';
import { type ResultRow, rowsOf, schema } from '@lender/core/db';
import { sampleJpeg } from '@lender/core/testing';
import { eq, sql } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationBody, C, lastSmsCode, onboardBorrower, uploadDocument, withKey } from '../test/borrower';
import { curp } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 51 "done when": a cancellation after payoff leaves no trace of the borrower's personal data
// in any table, while loan figures and PLD records stay. A borrower registers through the API, a
// loan runs to payoff, the data is blocked; past every retention period the erasure job runs; then
// every column of every table of the database (text-cast; bytes searched as bytes; ciphertexts
// decrypted) and every stored file are searched for the borrower's name, CURP, phone, e-mail and
// CLABE (and their reference's name and phone, and the keyed hashes of each).

const NAME = { firstName: 'Eulalia', lastName: 'Quintanar', secondLastName: 'Bermúdez' };
const PERSON = {
  givenNames: 'Eulalia',
  firstSurname: 'Quintanar',
  secondSurname: 'Bermúdez',
  birthDate: '1985-01-01',
};
const CURP = curp('QUBE850101MDFNRL0');
const EMAIL = 'eulalia.quintanar@example.com';
const N = 7;
const CLABE = makeClabe('002', '010', 1_000_000_000 + N);

let t: TestApp;
let documentsDir: string;
beforeAll(async () => {
  documentsDir = mkdtempSync(join(tmpdir(), 'erasure-documents-'));
  t = await createTestApp({ documents: { storageDir: documentsDir } });
});
afterAll(() => t.close());

/** Every file under `dir`, by path. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every column of every table outside PostgreSQL's own schemas. */
async function everyColumn(): Promise<
  Array<{ schema: string; table: string; column: string; type: string }>
> {
  const rows = await rowsOf(
    t.core.db,
    sql`select c.table_schema, c.table_name, c.column_name, c.data_type
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema not in ('pg_catalog', 'information_schema') and tb.table_type = 'BASE TABLE'
        order by 1, 2, 3`,
  );
  return rows.map((row: ResultRow) => ({
    schema: String(row.table_schema),
    table: String(row.table_name),
    column: String(row.column_name),
    type: String(row.data_type),
  }));
}

/** Where any of `needles` is in the database: `schema.table.column: needle` for each hit. */
async function hitsInDatabase(needles: readonly string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const { schema: owner, table, column, type } of await everyColumn()) {
    const target = sql`${sql.identifier(owner)}.${sql.identifier(table)}`;
    const value = sql.identifier(column);
    const rows =
      type === 'bytea'
        ? await rowsOf(t.core.db, sql`select ${value} as v from ${target} where ${value} is not null`)
        : await rowsOf(t.core.db, sql`select ${value}::text as v from ${target} where ${value} is not null`);
    for (const { v } of rows) {
      const text = v instanceof Uint8Array ? bytesAsText(v) : String(v);
      const opened = openCiphertexts(text);
      for (const needle of needles)
        if (`${text}\n${opened}`.toLowerCase().includes(needle.toLowerCase()))
          hits.push(`${owner}.${table}.${column}: ${needle}`);
    }
  }
  return [...new Set(hits)];
}

/**
 * Bytes as text to search: as Latin-1 and UTF-8, and a PDF's text too — each compressed stream
 * inflated and the strings its text operators show (pdfkit writes them as hex) decoded.
 */
function bytesAsText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const parts = [buffer.toString('latin1'), buffer.toString('utf8')];
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') {
    const raw = buffer.toString('latin1');
    for (const match of raw.matchAll(/stream\r?\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      const end = raw.indexOf('endstream', start);
      if (end < 0) continue;
      let content: string;
      try {
        content = inflateSync(buffer.subarray(start, end)).toString('latin1');
      } catch {
        content = raw.slice(start, end);
      }
      for (const shown of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj|\((.*?)\)\s*Tj/g)) {
        const hex = [...(shown[1] ?? shown[2] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]).join('');
        parts.push(Buffer.from(hex || (shown[2] ?? ''), 'hex').toString('latin1'), shown[3] ?? '');
      }
    }
  }
  return parts.join('\n');
}

/** The clear text of every ciphertext of ours inside `text` (`v1.<iv>.<tag>.<data>`). */
function openCiphertexts(text: string): string {
  const opened: string[] = [];
  for (const [sealed] of text.matchAll(/v1\.[\w-]{16}\.[\w-]{22}\.[\w-]*/g)) {
    try {
      opened.push(t.core.pii.decrypt(sealed));
    } catch {
      // Not one of ours.
    }
  }
  return opened.join('\n');
}

/** Runs a job of the catalogue once through a pg-boss runner on the test database, to its end. */
async function runJob(name: 'fiscal-documents' | 'personal-data-erasure'): Promise<void> {
  const runner = createJobRunner({
    core: t.core,
    schedule: false,
    catchUpOnStart: false,
    pollingIntervalSeconds: 0.5,
  });
  await runner.start();
  try {
    const id = await runner.enqueue(name);
    expect(id).not.toBeNull();
    await vi.waitFor(async () => expect((await runner.getJob(name, id ?? ''))?.state).toBe('completed'), {
      timeout: 30_000,
      interval: 200,
    });
  } finally {
    await runner.stop();
  }
}

describe('a cancellation after payoff, past every retention period', () => {
  it('leaves no trace of the borrower in any table or file; the loan figures and the PLD rows stay', async () => {
    // 1. Registration and onboarding through the API, an ID photo, a loan signed and paid out.
    const borrower = await onboardBorrower(t, N, {
      ...NAME,
      nationalIdentificator: CURP,
      birthDate: '1985-01-01',
      email: EMAIL,
    });
    const { token, clientId } = borrower;
    const phone = `+52${borrower.phone}`;
    const rfc = checkIdentity({ ...PERSON, curp: CURP }).expectedRfc ?? '';
    const withRfc = await t.call('PUT', C, { token, body: { rfc } });
    expect(withRfc.status, JSON.stringify(withRfc.body)).toBe(200);
    await uploadDocument(
      t,
      token,
      'id_front',
      new File([sampleJpeg(1024, 768)], 'ine.jpg', { type: 'image/jpeg' }),
    );
    const created = await t.call('POST', `${C}/application`, {
      token,
      body: applicationBody(t, 2_000),
      ...withKey('erasure-application'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const applicationId = created.body.data.id as number;
    expect((await t.call('PUT', `${C}/finish`, { token })).status).toBe(200);
    t.clock.advance(61_000);
    expect(
      (await t.call('POST', `${C}/application/agreement/${applicationId}/sms-code`, { token })).status,
    ).toBe(200);
    const signed = await t.call('POST', `${C}/application/agreement/${applicationId}`, {
      token,
      body: { smsCode: await lastSmsCode(t, borrower) },
      ...withKey('erasure-sign'),
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const loanId = signed.body.data.loanId as number;
    t.clock.advance(120_000);
    await confirmPendingPayouts(t.core);

    // 2. Paid off by card (the card's holder is the borrower), the notices of it sent.
    await t.call('POST', `${C}/direct-debit/consent`, {
      token,
      body: { accepted: true, paymentType: 'card' },
    });
    const card = await t.call('POST', `${C}/direct-debit/debit-credit-card`, {
      token,
      body: {
        cardNumber: '4242424242424242',
        holderName: 'Eulalia Quintanar',
        expiryMonth: 12,
        expiryYear: 2030,
      },
    });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    const paid = await t.call('POST', `${C}/direct-debit/charge-rollover`, {
      token,
      body: { kind: 'repayment' },
      ...withKey('erasure-payoff'),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await confirmPendingCharges(t.core);
    await t.core.notices.deliverDue();
    const [loan] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(loan?.status).toBe(LOAN_STATUS.paid);
    const balances = await loanBalances(t.core.db, loanId);
    expect(outstandingOf(balances)).toBe(0);
    // The CFDI of the interest and fees paid, to the borrower's RFC.
    await runJob('fiscal-documents');
    const cfdis = await t.core.db
      .select()
      .from(schema.fiscalDocuments)
      .where(eq(schema.fiscalDocuments.clientId, clientId));
    expect(cfdis.length).toBeGreaterThan(0);

    // 3. A PLD record that names the borrower: an internal alert reported, and its report file.
    const officer = await t.core.backOfficeUsers.create({
      email: 'oficial@lender.test',
      name: 'Oficial PLD',
      password: 'a-long-officer-password',
      role: 'compliance',
    });
    const alert = await useCases.backOffice.raiseAmlAlert(t.core, {
      actorId: officer.id,
      body: { clientId, description: 'Eulalia Quintanar pagó el total antes de tiempo.' },
    });
    await t.core.db
      .update(schema.amlAlerts)
      .set({ status: 'reported', decidedAt: t.clock.now(), decisionReason: 'Reportada: Eulalia Quintanar' })
      .where(eq(schema.amlAlerts.id, alert.id));
    const day = (offset: number) =>
      new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await useCases.backOffice.produceAmlReport(t.core, {
      actorId: officer.id,
      body: { kind: 'periodic', from: day(-1), to: day(2) },
    });
    expect(report.content).toContain('Eulalia Quintanar Bermúdez');

    const needles = [
      'Eulalia',
      'Quintanar',
      'Bermúdez',
      CURP,
      phone,
      borrower.phone,
      EMAIL,
      CLABE,
      rfc,
      'Pedro Ramírez',
      '5511223344',
      'Tortillería La Esperanza',
      t.core.pii.hash('phone', phone),
      t.core.pii.hash('email', EMAIL),
      t.core.pii.hash('curp', CURP),
      t.core.pii.hash('clabe', CLABE),
    ];
    // Before: the borrower is everywhere (the search finds what it must).
    const before = await hitsInDatabase(needles);
    expect(before).toEqual(
      expect.arrayContaining([
        'public.clients.first_name: Eulalia',
        `public.clients.phone_enc: ${phone}`,
        `public.clients.curp_enc: ${CURP}`,
        `public.clients.clabe_enc: ${CLABE}`,
        `public.clients.rfc_enc: ${rfc}`,
        `public.fiscal_documents.receiver_rfc: ${rfc}`,
        'public.fiscal_documents.xml: Quintanar',
        `public.clients.email_hash: ${t.core.pii.hash('email', EMAIL)}`,
        'public.client_contacts.full_name: Pedro Ramírez',
        'public.payment_cards.holder_name: Quintanar',
        'public.outbox.body: Eulalia',
        'public.borrower_notices.body: Eulalia',
        'public.aml_reports.content: Bermúdez',
        'public.contract_evidence.pdf: Quintanar',
      ]),
    );
    expect(filesUnder(documentsDir).length).toBeGreaterThan(0);

    // 4. The cancellation: blocked now; anonymised by the job once every retention has ended.
    await blockClientData(t.core, { clientId });
    t.clock.set('2037-01-15T18:00:00Z');
    await runJob('personal-data-erasure');
    const [block] = await t.core.db
      .select()
      .from(schema.clientDataBlocks)
      .where(eq(schema.clientDataBlocks.clientId, clientId));
    expect(block?.anonymisedAt).not.toBeNull();

    // 5. No trace in any column of any table, nor in any stored file.
    expect(await hitsInDatabase(needles)).toEqual([]);
    expect(filesUnder(documentsDir)).toEqual([]);

    // 6. The loan's figures and the PLD rows are still there.
    const [after] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(after).toMatchObject({ status: LOAN_STATUS.paid, principal: loan?.principal, terms: loan?.terms });
    expect(await loanBalances(t.core.db, loanId)).toEqual(balances);
    const payments = await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId));
    expect(payments.map((payment) => payment.paidAmount)).toEqual([expect.any(Number)]);
    const alerts = await t.core.db
      .select()
      .from(schema.amlAlerts)
      .where(eq(schema.amlAlerts.clientId, clientId));
    expect(alerts).toEqual([expect.objectContaining({ id: alert.id, kind: 'internal', status: 'reported' })]);
    const screened = await t.core.db
      .select()
      .from(schema.amlClients)
      .where(eq(schema.amlClients.clientId, clientId));
    expect(screened).toHaveLength(1);
    const [kept] = await t.core.db
      .select()
      .from(schema.amlReports)
      .where(eq(schema.amlReports.id, report.id));
    expect(kept?.content).toContain(`,${clientId},[anonymised],`);
  });
});
