import { and, eq } from '@lender/db/orm';
import { cepClaims, complaints, loans } from '@lender/db/schema';
import { describe, expect, it } from 'vitest';
import { speiClaimWorld } from '../../testing/spei-claim-fixtures';
import { approve as approveRequest } from '../back-office/approve';
import { settlementException } from '../back-office/reconciliation/settlement-exception';
import { contractNumberOf } from '../contract-number';
import { CoreError } from '../errors/core-error';
import { deliverPaymentCallback } from '../payments/payment-callbacks';
import { ProviderError } from '../providers/provider-error';
import { cepClaims as listClaims } from './back-office/cep-claims';
import { fileSpeiClaim } from './claim-spei-payment';

// "Ya pagué por SPEI" (issue 52, ADR 302): a transfer the CEP vouches for is applied once, however it
// also arrives (statement line, provider callback, a second claim) and in whichever order. How one
// transfer is told from another: claim-spei-transfer-identity.test.ts.

const { world, today, newKey, loanWithClabe, claim, paymentsOf, owed, statement, lineOf } = speiClaimWorld();

describe('fileSpeiClaim', () => {
  it('applies a verified transfer once, keeps its CEP, and the statement and the callback then find it paid', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const before = await owed(loanId);
    const key = newKey();
    const first = await claim(clientId, key.toLowerCase());
    expect(first).toMatchObject({ outcome: 'applied', trackingKey: key, caseFolio: null });
    expect(first.receiptFolio).not.toBeNull();
    const [payment] = await paymentsOf(loanId);
    expect(payment).toMatchObject({
      id: first.paymentId,
      paymentType: 'clabe',
      paidAmount: 500_00,
    });
    expect(await owed(loanId)).toBe(before - 500_00);
    const [row] = await world.t.core.db.select().from(cepClaims).where(eq(cepClaims.id, first.id));
    const xml = await world.t.core.documentsOptions.storage.get(row?.cepXmlKey ?? '');
    expect(new TextDecoder().decode(xml ?? new Uint8Array())).toContain(`ClaveRastreo="${key}"`);
    expect(row?.cepSeal).toBeTruthy();

    expect(await claim(clientId, key)).toMatchObject({
      outcome: 'already_applied',
      paymentId: first.paymentId,
    });
    const callback = await deliverPaymentCallback(world.t.core, {
      eventId: `evt-${key}`,
      reference: ref.reference,
      amount: { amount: 500, currency: 'MXN' },
      status: 'completed',
      occurredAt: world.t.core.clock.now().toISOString(),
      transfer: { trackingKey: key, senderBank: '012', date: today() },
    });
    expect(callback).toMatchObject({ paymentId: first.paymentId, duplicate: true });
    const { importId } = await statement(key, ref.clabe ?? '', 500_00);
    expect(await lineOf(importId)).toMatchObject({ outcome: 'matched', paymentId: first.paymentId });
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(await owed(loanId)).toBe(before - 500_00);
  });

  it('answers already applied when the callback brought the transfer first', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    const paid = await deliverPaymentCallback(world.t.core, {
      eventId: `evt-${key}`,
      reference: ref.reference,
      amount: { amount: 500, currency: 'MXN' },
      status: 'completed',
      occurredAt: world.t.core.clock.now().toISOString(),
      transfer: { trackingKey: key, senderBank: '012', date: today() },
    });
    const before = await owed(loanId);
    expect(await claim(clientId, key)).toMatchObject({
      outcome: 'already_applied',
      paymentId: paid.paymentId,
    });
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(await owed(loanId)).toBe(before);
  });

  it('answers already applied when finance posted the statement line first', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    const { importId } = await statement(key, ref.clabe ?? '', 500_00, ref.reference);
    const line = await lineOf(importId);
    expect(line?.outcome).toBe('unmatched');
    const request = await settlementException(world.t.core, {
      actorId: world.maker,
      params: { lineId: line?.id ?? 0 },
      body: {
        action: 'post_payment',
        reason: 'Estado de cuenta',
      },
    });
    await approveRequest(world.t.core, {
      actorId: world.checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    const before = await owed(loanId);
    const answer = await claim(clientId, key);
    expect(answer.outcome).toBe('already_applied');
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(await owed(loanId)).toBe(before);
  });

  it('applies a transfer the statement listed but nobody posted, and the line can no longer be posted', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    const { importId } = await statement(key, '646180000099999999', 500_00);
    expect((await lineOf(importId))?.outcome).toBe('unmatched');
    const applied = await claim(clientId, key);
    expect(applied.outcome).toBe('applied');
    expect(await lineOf(importId)).toMatchObject({ outcome: 'matched', paymentId: applied.paymentId });
    const refused = await settlementException(world.t.core, {
      actorId: world.maker,
      params: { lineId: (await lineOf(importId))?.id ?? 0 },
      body: {
        action: 'post_payment',
        loanId,
        reason: 'Estado de cuenta',
      },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CoreError);
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(ref.clabe).toBeTruthy();
  });

  it('turns a transfer the CEP does not know into one aclaración with the claim, not a payment', async () => {
    const { clientId, loanId } = await loanWithClabe();
    const key = `NOCEP${newKey()}`.slice(0, 30);
    const before = await owed(loanId);
    const first = await claim(clientId, key, 321_45);
    expect(first).toMatchObject({ outcome: 'unverified', paymentId: null });
    expect(first.caseFolio).toMatch(/^UNE-\d{4}-\d{6}$/);
    const [complaint] = await world.t.core.db
      .select()
      .from(complaints)
      .where(eq(complaints.folio, first.caseFolio ?? ''));
    expect(complaint).toMatchObject({
      clientId,
      loanId,
      channel: 'web',
      kind: 'clarification',
      cause: 'payment_not_applied',
    });
    expect(complaint?.description).toContain(key);
    expect(complaint?.description).toContain('Monto: $321.45.');
    // The borrower reads the case on the site: their loan by its contract number, no internal ids.
    const [signed] = await world.t.core.db.select().from(loans).where(eq(loans.id, loanId));
    expect(complaint?.description).toContain(`Préstamo ${contractNumberOf(signed?.applicationId ?? 0)}.`);
    expect(complaint?.description).not.toContain('Cliente:');
    // Asked again, the same case: customer care works one aclaración per transfer.
    expect((await claim(clientId, key, 321_45)).caseFolio).toBe(first.caseFolio);
    expect(
      await world.t.core.db.select().from(complaints).where(eq(complaints.clientId, clientId)),
    ).toHaveLength(1);
    expect(await paymentsOf(loanId)).toHaveLength(0);
    expect(await owed(loanId)).toBe(before);
    const listed = await listClaims(world.t.core, { query: { outcome: 'unverified', page: 1, perPage: 20 } });
    expect(listed.items.find((item) => item.id === first.id)).toMatchObject({
      clientId,
      loanId,
      complaintId: complaint?.id,
      caseFolio: first.caseFolio,
    });
  });

  it('opens a case when the CEP service fails', async () => {
    const { clientId, loanId } = await loanWithClabe();
    const failing = {
      ...world.t.core,
      providers: {
        cep: {
          name: 'down',
          validate: () => Promise.reject(new ProviderError('banxico-cep', 'timeout')),
        },
      },
    };
    const answer = await fileSpeiClaim(failing, {
      clientId,
      date: today(),
      amount: 500_00,
      trackingKey: newKey(),
      senderBank: '012',
    });
    expect(answer.outcome).toBe('unverified');
    expect(await paymentsOf(loanId)).toHaveLength(0);
  });

  it('refuses bad fields one by one and changes nothing', async () => {
    const { clientId, loanId } = await loanWithClabe();
    const claimsBefore = (await world.t.core.db.select().from(cepClaims)).length;
    const error = await fileSpeiClaim(world.t.core, {
      clientId,
      date: '2020-01-01',
      amount: 0,
      trackingKey: 'con espacios!',
      senderBank: '999',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).code).toBe('validation_failed');
    expect((error as CoreError).violations.map((v) => [v.field, v.code])).toEqual([
      [['date'], 'spei_date_out_of_range'],
      [['amount'], 'too_small'],
      [['trackingKey'], 'invalid_format'],
      [['senderBank'], 'spei_bank_unknown'],
    ]);
    expect((await world.t.core.db.select().from(cepClaims)).length).toBe(claimsBefore);
    expect(
      await world.t.core.db
        .select()
        .from(complaints)
        .where(and(eq(complaints.clientId, clientId))),
    ).toHaveLength(0);
    expect(await paymentsOf(loanId)).toHaveLength(0);
  });
});

// A transfer is (clave de rastreo, sending bank, operation date, amount) (issue 62, ADR 306).
