import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { clientContacts, clients, collectionClaims, collectionPromises } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { emailOf } from '../contact/email';
import { CoreError } from '../errors/core-error';
import { JOBS } from '../jobs/catalogue';
import { writeCollectionRules } from './collection-rules';

// Issue 38: an overdue loan is claimed, contacted inside CONDUSEF's rules, promised, and the
// promise is kept or broken by the ledger the day after its date.

let t: LendingTestCore;
let ana: number;
let beto: number;
const REFERENCE_PHONE = '+525587654321';

beforeAll(async () => {
  t = await createLendingTestCore();
  const user = (email: string, name: string) =>
    t.core.backOfficeUsers.create({
      email,
      name,
      password: 'a-long-collector-password',
      role: 'collections',
    });
  ana = (await user('ana@lender.test', 'Ana Cobranza')).id;
  beto = (await user('beto@lender.test', 'Beto Cobranza')).id;
});
afterAll(() => t.close());

/** Friday 2026-03-20 at `hhmm` in Mexico City (UTC-6). */
const friday = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2026, 2, 20, h + 6, m));
};

/** A loan paid out on 2026-03-02, due 2026-03-16, four days late on Friday 2026-03-20. */
async function overdueLoan() {
  t.clock.set('2026-03-02T18:00:00Z');
  const loan = await paidOutLoan(t);
  const [client] = await t.core.db.select().from(clients).where(eq(clients.id, loan.clientId));
  if (!client) throw new Error('no client');
  await t.core.db.insert(clientContacts).values({
    clientId: loan.clientId,
    kind: 'reference',
    fullName: 'Referencia Prueba',
    relationship: 'friend',
    phoneEnc: t.core.pii.encrypt(REFERENCE_PHONE),
  });
  t.clock.set(friday('12:00'));
  await t.core.loans.runOverdue('2026-03-20');
  return {
    ...loan,
    phone: t.core.pii.decrypt(client.phoneEnc),
    email: emailOf(t.core.pii, client),
  };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CoreError);
  return {
    code: (error as CoreError).code,
    status: (error as CoreError).status,
    params: (error as CoreError).options.params,
  };
};

describe('the collections queue and claims', () => {
  it('lists the overdue loan in its bucket; claims and releases it; another must take it over', async () => {
    const { loanId } = await overdueLoan();
    const page = await t.core.collections.queue(ana, {
      page: 1,
      perPage: 50,
      claim: 'all',
      sort: '-overdueDays',
    });
    const item = page.items.find((row) => row.loanId === loanId);
    expect(item).toMatchObject({ bucket: '1-7', overdueDays: 4, claim: null, brokenPromise: false });
    expect(item?.balance.amount).toBeGreaterThan(0);
    expect(
      (
        await t.core.collections.queue(ana, {
          page: 1,
          perPage: 50,
          bucket: '8-30',
          claim: 'all',
          sort: 'balance',
        })
      ).items.map((row) => row.loanId),
    ).not.toContain(loanId);

    expect(await t.core.collections.claim(ana, loanId, false)).toMatchObject({
      userId: ana,
      name: 'Ana Cobranza',
    });
    const mine = await t.core.collections.queue(ana, {
      page: 1,
      perPage: 50,
      claim: 'mine',
      sort: '-balance',
    });
    expect(mine.items.map((row) => row.loanId)).toContain(loanId);
    expect((await refusal(t.core.collections.claim(beto, loanId, false))).code).toBe('already_claimed');
    expect(
      (
        await t.core.collections.queue(beto, {
          page: 1,
          perPage: 50,
          claim: 'unclaimed',
          sort: '-overdueDays',
        })
      ).items.map((row) => row.loanId),
    ).not.toContain(loanId);
    expect(await t.core.collections.claim(beto, loanId, true)).toMatchObject({ userId: beto });
    await t.core.collections.release(ana, loanId); // not Ana's any more: nothing happens
    expect((await t.core.collections.case(ana, loanId)).claim?.userId).toBe(beto);
    await t.core.collections.release(beto, loanId);
    expect((await t.core.collections.case(ana, loanId)).claim).toBeNull();
  });

  it('refuses to claim a loan that is not overdue', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const { loanId } = await paidOutLoan(t);
    expect((await refusal(t.core.collections.claim(ana, loanId, false))).code).toBe('invalid_transition');
  });
});

describe('logging contacts under the rules', () => {
  it("logs a contact with its collector and the balance owed, and shows the borrower's own phone and e-mail", async () => {
    const { loanId, phone, email } = await overdueLoan();
    await t.core.collections.claim(ana, loanId, false);
    const contact = await t.core.collections.logContact(ana, loanId, {
      channel: 'call',
      direction: 'outbound',
      result: 'no_answer',
      to: phone,
      note: 'Buzón de voz',
    });
    expect(contact).toMatchObject({
      channel: 'call',
      result: 'no_answer',
      address: 'phone',
      note: 'Buzón de voz',
    });
    expect(contact.collector).toEqual({ id: ana, name: 'Ana Cobranza' });
    expect(contact.contactedAt).toBe(friday('12:00').toISOString());
    const page = await t.core.collections.case(ana, loanId);
    expect(page.phone).toBe(phone);
    expect(page.email).toBe(email);
    expect(JSON.stringify(page)).not.toContain(REFERENCE_PHONE.slice(3));
    expect(page.contacts).toHaveLength(1);
    expect(page.contacts[0]?.balance).toEqual(page.balance);
    expect(page.allowance).toMatchObject({ insideWindow: true, today: { used: 1, limit: 3 } });
    // Another collector cannot log on Ana's case.
    expect(
      (
        await refusal(
          t.core.collections.logContact(beto, loanId, {
            channel: 'call',
            direction: 'outbound',
            result: 'reached',
            to: phone,
          }),
        )
      ).code,
    ).toBe('already_claimed');
  });

  it('refuses a contact outside the window (409), a reference or unknown phone (403), and past the daily cap (429)', async () => {
    const { loanId, phone, email } = await overdueLoan();
    const call = {
      channel: 'call' as const,
      direction: 'outbound' as const,
      result: 'no_answer' as const,
      to: phone,
    };
    t.clock.set(friday('22:30'));
    const late = await refusal(t.core.collections.logContact(ana, loanId, call));
    expect([late.code, late.status]).toEqual(['outside_contact_window', 409]);
    expect(late.params?.opensAt).toBe('23.03.2026 07:00'); // the weekend is closed: Monday 07:00
    t.clock.set(friday('06:59'));
    expect((await refusal(t.core.collections.logContact(ana, loanId, call))).code).toBe(
      'outside_contact_window',
    );
    t.clock.set(friday('12:00'));

    for (const to of [REFERENCE_PHONE, '+525511112222']) {
      const refused = await refusal(t.core.collections.logContact(ana, loanId, { ...call, to }));
      expect([refused.code, refused.status]).toEqual(['contact_not_allowed', 403]);
    }
    const wrongMail = await refusal(
      t.core.collections.logContact(ana, loanId, { ...call, channel: 'email', to: 'jefe@empresa.test' }),
    );
    expect(wrongMail.code).toBe('contact_not_allowed');

    // The borrower's own number in another spelling is the borrower's.
    const national = phone.replace(/^\+52/, '');
    await t.core.collections.logContact(ana, loanId, { ...call, to: national });
    await t.core.collections.logContact(ana, loanId, { ...call, channel: 'email', to: email.toUpperCase() });
    await t.core.collections.logContact(ana, loanId, { ...call, channel: 'whatsapp' });
    const capped = await refusal(t.core.collections.logContact(ana, loanId, call));
    expect([capped.code, capped.status, capped.params]).toEqual([
      'contact_limit_reached',
      429,
      { count: 3, period: 'day', limit: 3 },
    ]);
    // The borrower calling in is logged at any hour and counts toward no cap (ADR 137).
    t.clock.set(friday('23:00'));
    const inbound = await t.core.collections.logContact(ana, loanId, {
      ...call,
      direction: 'inbound',
      result: 'reached',
    });
    expect(inbound.direction).toBe('inbound');
    // Inbound contacts are still only the borrower's own addresses.
    expect(
      (
        await refusal(
          t.core.collections.logContact(ana, loanId, { ...call, direction: 'inbound', to: REFERENCE_PHONE }),
        )
      ).code,
    ).toBe('contact_not_allowed');
    expect((await t.core.collections.case(ana, loanId)).contacts).toHaveLength(4);
  });

  it('caps the week at 7 outbound contacts across days (and follows the collections setting)', async () => {
    const { loanId, phone } = await overdueLoan();
    const call = {
      channel: 'call' as const,
      direction: 'outbound' as const,
      result: 'no_answer' as const,
      to: phone,
    };
    // Mon 23 to Wed 25 March 2026: 3 + 3 + 1 = 7 contacts, then the week is full on Wednesday.
    for (const [day, count] of [
      [23, 3],
      [24, 3],
      [25, 1],
    ] as const) {
      t.clock.set(new Date(Date.UTC(2026, 2, day, 17, 0)));
      for (let i = 0; i < count; i += 1) await t.core.collections.logContact(ana, loanId, call);
    }
    const week = await refusal(t.core.collections.logContact(ana, loanId, call));
    expect([week.code, week.params]).toEqual([
      'contact_limit_reached',
      { count: 7, period: 'week', limit: 7 },
    ]);
    await writeCollectionRules(t.core.db, { contactsPerWeek: 8 });
    await t.core.collections.logContact(ana, loanId, call);
    await writeCollectionRules(t.core.db, {});
  });
});

describe('promises to pay, decided by the ledger the day after their date', () => {
  it('keeps a promise the payments meet by the date', async () => {
    const { loanId, phone } = await overdueLoan();
    await t.core.collections.claim(ana, loanId, false);
    await t.core.collections.logContact(ana, loanId, {
      channel: 'call',
      direction: 'outbound',
      result: 'promised',
      to: phone,
      promise: { date: '2026-03-24', amount: 500_00 },
    });
    t.clock.set('2026-03-23T18:00:00Z');
    await t.core.backOffice.recordPayment({ userId: ana }, loanId, {
      amount: 500_00,
      paidOn: '2026-03-23',
      reference: `collections-kept-${loanId}`,
      reason: 'Pago en ventanilla',
    });
    // On the promised date itself nothing is decided yet.
    t.clock.set('2026-03-24T12:00:00Z');
    await JOBS['collections-promises'].run({ core: t.core, reminderDaysBefore: [] });
    expect((await t.core.collections.case(ana, loanId)).promises[0]?.status).toBe('pending');
    t.clock.set('2026-03-25T07:00:00Z');
    const output = await JOBS['collections-promises'].run({ core: t.core, reminderDaysBefore: [] });
    expect(output).toMatchObject({ date: '2026-03-25' });
    const page = await t.core.collections.case(ana, loanId);
    expect(page.promises[0]).toMatchObject({ status: 'kept', paid: { amount: 500 } });
    expect(page.claim?.userId).toBe(ana);
    // Running the job again changes nothing.
    expect(await t.core.collections.decidePromises('2026-03-25')).toEqual({ kept: 0, broken: 0 });
  });

  it('breaks a promise the payments fall short of, and returns the case to the queue unclaimed and marked', async () => {
    const { loanId, phone } = await overdueLoan();
    await t.core.collections.claim(ana, loanId, false);
    await t.core.collections.logContact(ana, loanId, {
      channel: 'call',
      direction: 'outbound',
      result: 'promised',
      to: phone,
      promise: { date: '2026-03-24', amount: 800_00 },
    });
    t.clock.set('2026-03-23T18:00:00Z');
    await t.core.backOffice.recordPayment({ userId: ana }, loanId, {
      amount: 300_00,
      paidOn: '2026-03-23',
      reference: `collections-short-${loanId}`,
      reason: 'Pago parcial',
    });
    t.clock.set('2026-03-25T07:00:00Z');
    await JOBS['collections-promises'].run({ core: t.core, reminderDaysBefore: [] });
    const [promise] = await t.core.db
      .select()
      .from(collectionPromises)
      .where(eq(collectionPromises.loanId, loanId));
    expect(promise).toMatchObject({ status: 'broken', paid: 300_00 });
    expect(
      await t.core.db.select().from(collectionClaims).where(eq(collectionClaims.loanId, loanId)),
    ).toEqual([]);
    const queue = await t.core.collections.queue(beto, {
      page: 1,
      perPage: 100,
      claim: 'unclaimed',
      sort: '-overdueDays',
    });
    expect(queue.items.find((row) => row.loanId === loanId)).toMatchObject({
      brokenPromise: true,
      claim: null,
    });
  });

  it('lets the borrower of a late loan promise within the bounds, once at a time', async () => {
    const { loanId, clientId } = await overdueLoan();
    const options = await t.core.collections.promiseOptions(clientId);
    expect(options).toMatchObject({
      allowed: true,
      minDate: '2026-03-20',
      maxDate: '2026-04-04',
      minAmount: { amount: 100 },
    });
    const tooFar = await refusal(
      t.core.collections.promiseByBorrower(clientId, { date: '2026-04-05', amount: 200_00 }),
    );
    expect(tooFar.code).toBe('validation_failed');
    const tooSmall = await refusal(
      t.core.collections.promiseByBorrower(clientId, { date: '2026-03-27', amount: 50_00 }),
    );
    expect(tooSmall.code).toBe('validation_failed');
    const tooMuch = await refusal(
      t.core.collections.promiseByBorrower(clientId, {
        date: '2026-03-27',
        amount: options.maxAmount.amount * 100 + 1,
      }),
    );
    expect(tooMuch.code).toBe('validation_failed');
    const made = await t.core.collections.promiseByBorrower(clientId, { date: '2026-03-27', amount: 200_00 });
    expect(made).toMatchObject({
      status: 'pending',
      collector: null,
      promisedDate: '2026-03-27',
      amount: { amount: 200 },
    });
    expect((await t.core.collections.promiseOptions(clientId)).allowed).toBe(false);
    expect(
      (await refusal(t.core.collections.promiseByBorrower(clientId, { date: '2026-03-28', amount: 200_00 })))
        .code,
    ).toBe('invalid_transition');
    expect((await t.core.collections.case(ana, loanId)).promises[0]?.collector).toBeNull();
  });

  it('refuses a borrower promise on a loan that is not late', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const { clientId, loanId } = await paidOutLoan(t);
    expect((await t.core.collections.promiseOptions(clientId)).allowed).toBe(false);
    expect(
      (await refusal(t.core.collections.promiseByBorrower(clientId, { date: '2026-03-05', amount: 200_00 })))
        .code,
    ).toBe('invalid_transition');
    expect(LOAN_STATUS.active).toBeGreaterThan(0);
    expect(loanId).toBeGreaterThan(0);
  });
});

describe('the regulator exports', () => {
  it("writes the month's contact log in words, Mexico City time and formatted money, and the collectors", async () => {
    const { loanId, phone } = await overdueLoan();
    t.clock.set(friday('21:45')); // 2026-03-21 03:45 UTC: still Friday 20 March in Mexico City
    await t.core.collections.logContact(beto, loanId, {
      channel: 'sms',
      direction: 'outbound',
      result: 'reached',
      to: phone,
    });
    const { csv, rows } = await t.core.collections.exportContactLog('2026-03', 'es-MX');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Fecha,Hora,Canal,Dirección,Gestor,Resultado,Préstamo,Monto adeudado');
    expect(rows).toBe(lines.length - 1);
    const line = lines.find((text) => text.includes(`,${loanId},`) && text.includes('21:45'));
    expect(line).toMatch(
      new RegExp(`^20\\.03\\.2026,21:45,SMS,Saliente,Beto Cobranza,Contactado,${loanId},\\$\\d+\\.\\d{2}$`),
    );
    expect((await t.core.collections.exportContactLog('2026-04', 'es-MX')).rows).toBe(0);
    const collectors = await t.core.collections.exportCollectors('en');
    expect(collectors.csv.split('\r\n')[0]).toBe('Collector,E-mail,Role,Active,Since');
    expect(collectors.csv).toContain('Ana Cobranza,ana@lender.test,Collections,Yes,');
    expect(collectors.rows).toBe(2);
  });
});
