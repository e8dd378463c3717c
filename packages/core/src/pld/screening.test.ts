import { CLIENT_STATUS } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import {
  amlAlerts,
  amlClients,
  amlMatches,
  amlPayoutHolds,
  clients,
  loans,
  payouts,
} from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../testing/lending-fixtures';
import { CoreError } from '../errors/core-error';
import { agreementSmsCode } from '../loans/agreement-sms-code';
import { confirmPendingPayouts } from '../loans/loan-payouts';
import { signAgreement } from '../loans/sign-agreement';
import type { SandboxWatchlist } from '../providers/watchlist/sandbox';
import { confirmWatchlist } from './confirm-watchlist';
import { importWatchlist } from './import-watchlist';
import { rescreenClients } from './rescreen-clients';
import { screenClient } from './screen-client';
import { watchlists } from './watchlists';

let t: LendingTestCore;
let officer: number;
let second: number;
const HEADER = 'id,full_name,curp,rfc,birth_date\n';
beforeAll(async () => {
  t = await createLendingTestCore();
  const user = (email: string) =>
    t.core.backOfficeUsers.create({
      email,
      name: email,
      password: 'a-long-officer-password',
      role: 'compliance',
    });
  officer = (await user('pld@lender.test')).id;
  second = (await user('pld2@lender.test')).id;
  await importWatchlist(t.core, {
    actorId: officer,
    body: {
      list: 'uif_blocked',
      text: `${HEADER}U-1,Otra Persona Ajena,,,1960-01-01\n`,
    },
  });
  await importWatchlist(t.core, {
    actorId: officer,
    body: {
      list: 'pep',
      text: `${HEADER}P-1,Paula Expuesta Política,,,1975-03-03\n`,
    },
  });
});
afterAll(() => t.close());
const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const watchlist = () => t.core.providers.watchlist as SandboxWatchlist;
type Name = { firstName: string; lastName: string; secondLastName: string };
/** A registered (and screened) client, named as given, with an accepted offer. */
async function registeredClient(name: Name, birthDate: string) {
  const app = await acceptedApplication(t);
  await t.db.db
    .update(clients)
    .set({ ...name, birthDate })
    .where(eq(clients.id, app.clientId));
  await screenClient(t.core, app.clientId, 'registration');
  return app;
}
/** The client signs; the payout is made and goes through the gate at once. */
async function sign(app: { clientId: number; applicationId: number }) {
  const signed = await signWithCode(t, app);
  const [payout] = await t.db.db.select().from(payouts).where(eq(payouts.loanId, signed.loanId));
  return { clientId: app.clientId, loanId: signed.loanId, payoutId: payout?.id as number };
}
async function clientWithPendingPayout(name: Name, birthDate: string) {
  return sign(await registeredClient(name, birthDate));
}

describe('list files', () => {
  it('a malformed file is refused with its line and the list in force stays', async () => {
    const before = await watchlists(t.core);
    const error = await importWatchlist(t.core, {
      actorId: officer,
      body: {
        list: 'uif_blocked',
        text: `${HEADER}U-1,Otra Persona Ajena,,,1960-01-01\nU-2,Bad Date Person,,,1960-13-45\n`,
      },
    }).catch((e) => e);
    expect(code(error)).toBe('watchlist_malformed');
    expect((error as CoreError).options.params).toEqual({ line: 3, column: 'birth_date' });
    expect(await watchlists(t.core)).toEqual(before);
  });

  it('the same file again makes no new version; the sandbox adapter is the default source', async () => {
    const count = (await watchlists(t.core)).length;
    await importWatchlist(t.core, {
      actorId: officer,
      body: {
        list: 'uif_blocked',
        text: `${HEADER}U-1,Otra Persona Ajena,,,1960-01-01\n`,
      },
    });
    expect((await watchlists(t.core)).length).toBe(count);
    watchlist().put('sanctions', `${HEADER}S-1,Viktor Sancionado Ejemplo,,,1965-05-05\n`);
    const loaded = await importWatchlist(t.core, { actorId: officer, body: { list: 'sanctions' } });
    expect(loaded).toMatchObject({ list: 'sanctions', entries: 1, status: 'active' });
  });
});

describe('the Done-when scenarios', () => {
  it('a blocked person registered before the list update is suspended by the job after it and cannot sign', async () => {
    const registered = await registeredClient(
      { firstName: 'Ramiro', lastName: 'Bloqueado', secondLastName: 'Pruebas' },
      '1970-01-01',
    );
    const stateOf = async () =>
      (await t.db.db.select().from(amlClients).where(eq(amlClients.clientId, registered.clientId)))[0]?.state;
    expect(await stateOf()).toBe('clear');
    // The UIF names them (surnames first, no accents, a typo).
    await importWatchlist(t.core, {
      actorId: officer,
      body: {
        list: 'uif_blocked',
        text: `${HEADER}U-1,Otra Persona Ajena,,,1960-01-01\nU-2,"BLOQEADO PRUEBAS, RAMIRO",,,1970-01-01\n`,
      },
    });
    const run = await rescreenClients(t.core);
    expect(run.suspended).toBe(1);
    expect(await stateOf()).toBe('suspended');
    // They try to sign after the run: refused (ADR 307), no loan and no payout are made.
    const signer = { actorId: registered.clientId, params: { id: registered.applicationId } };
    const onHold = expect.objectContaining({ code: 'account_on_hold' });
    await expect(agreementSmsCode(t.core, signer)).rejects.toThrow(onHold);
    await expect(signAgreement(t.core, { ...signer, body: { smsCode: '000000' } })).rejects.toThrow(onHold);
    expect(await t.db.db.select().from(loans).where(eq(loans.clientId, registered.clientId))).toEqual([]);
    const [client] = await t.db.db.select().from(clients).where(eq(clients.id, registered.clientId));
    expect(client?.status).toBe(CLIENT_STATUS.blocked);
    const [alert] = await t.db.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, registered.clientId));
    expect(alert).toMatchObject({ kind: 'blocked_list', status: 'open' });
    expect(alert?.dueAt?.getTime()).toBe(t.clock.now().getTime() + 24 * 3_600_000);
    // Nothing new to screen: the next run does nothing.
    expect((await rescreenClients(t.core)).screened).toBe(0);
  });

  it('a PEP lands in enhanced review and their payout is held until the match is worked', async () => {
    const person = await clientWithPendingPayout(
      { firstName: 'Paula', lastName: 'Expuesta', secondLastName: 'Politica' },
      '1975-03-03',
    );
    const [state] = await t.db.db.select().from(amlClients).where(eq(amlClients.clientId, person.clientId));
    expect(state).toMatchObject({ state: 'enhanced_review', riskGrade: 'high' });
    expect(state?.riskReasons).toContain('pep');
    const [match] = await t.db.db.select().from(amlMatches).where(eq(amlMatches.clientId, person.clientId));
    expect(match).toMatchObject({ list: 'pep', status: 'open' });
    await confirmPendingPayouts(t.core);
    const [payout] = await t.db.db.select().from(payouts).where(eq(payouts.id, person.payoutId));
    expect(payout?.status).toBe('pending');
    const [hold] = await t.db.db
      .select()
      .from(amlPayoutHolds)
      .where(eq(amlPayoutHolds.payoutId, person.payoutId));
    expect(hold?.reason).toBe('enhanced_review');
  });
});

describe('a list that would clear every match', () => {
  it('waits for a second user, not the one who loaded it', async () => {
    const version = await importWatchlist(t.core, {
      actorId: officer,
      body: {
        list: 'pep',
        text: `${HEADER}P-9,Nadie Conocido Aqui,,,1950-01-01\n`,
      },
    });
    expect(version.status).toBe('awaiting_confirmation');
    const live = await t.db.db
      .select()
      .from(amlMatches)
      .where(and(eq(amlMatches.list, 'pep'), eq(amlMatches.status, 'open')));
    expect(live.length).toBeGreaterThan(0);
    expect(
      code(await confirmWatchlist(t.core, { actorId: officer, params: { id: version.id } }).catch((e) => e)),
    ).toBe('watchlist_same_user');
    const confirmed = await confirmWatchlist(t.core, { actorId: second, params: { id: version.id } });
    expect(confirmed).toMatchObject({ status: 'active', confirmedBy: second });
    await rescreenClients(t.core);
    const after = await t.db.db.select().from(amlMatches).where(eq(amlMatches.list, 'pep'));
    expect(after.every((row) => row.status === 'delisted')).toBe(true);
  });
});

describe('the job aml-rescreen', () => {
  it('loads changed lists from the port, keeps the old one on a bad file, and screens everyone again', async () => {
    const { JOBS } = await import('../jobs/catalogue');
    const run = () => JOBS['aml-rescreen'].run({ core: t.core, reminderDaysBefore: [] });
    await run();
    watchlist().put('own', `${HEADER}O-1,Olga Propia Lista,,,1988-08-08\nO-2,"unterminated\n`);
    const bad = await run();
    expect(bad).toMatchObject({ refused: 1, screened: 0 });
    watchlist().put(
      'own',
      `${HEADER}O-1,Olga Propia Lista,,,1988-08-08\nO-2,Nuevo Propio Nombre,,,1990-01-01\n`,
    );
    const good = await run();
    expect(good).toMatchObject({ loaded: 1, refused: 0 });
    expect(good.screened).toBeGreaterThan(0);
  });
});

describe('a high-risk client (issue 50: enhanced due diligence before payout)', () => {
  it('a confirmed PEP stays high risk: the payout is held until the officer records due diligence', async () => {
    await importWatchlist(t.core, {
      actorId: officer,
      body: {
        list: 'pep',
        text: `${HEADER}P-1,Paula Expuesta Política,,,1975-03-03\nP-9,Ramiro Riesgo Alto,,,1968-08-08\n`,
      },
    });
    const person = await clientWithPendingPayout(
      { firstName: 'Ramiro', lastName: 'Riesgo', secondLastName: 'Alto' },
      '1968-08-08',
    );
    const [match] = await t.db.db.select().from(amlMatches).where(eq(amlMatches.clientId, person.clientId));
    const { clearAmlMatch } = await import('../back-office/pld/clear-aml-match');
    const worked = await clearAmlMatch(t.core, {
      actorId: officer,
      params: { id: match?.id as number },
      body: {
        outcome: 'confirmed',
        reason: 'Es la persona de la lista: servidor público.',
      },
    });
    expect(worked.state).toBe('clear');
    const [state] = await t.db.db.select().from(amlClients).where(eq(amlClients.clientId, person.clientId));
    expect(state).toMatchObject({ riskGrade: 'high', eddAt: null });
    await confirmPendingPayouts(t.core);
    const held = async () => {
      const [payout] = await t.db.db.select().from(payouts).where(eq(payouts.id, person.payoutId));
      const [hold] = await t.db.db
        .select()
        .from(amlPayoutHolds)
        .where(eq(amlPayoutHolds.payoutId, person.payoutId));
      return { status: payout?.status, reason: hold?.reason, releasedAt: hold?.releasedAt ?? null };
    };
    expect(await held()).toMatchObject({ status: 'pending', reason: 'due_diligence', releasedAt: null });
    const { completeDueDiligence } = await import('./complete-due-diligence');
    expect(
      code(
        await completeDueDiligence(t.core, {
          actorId: officer,
          params: { id: person.clientId },
          body: { reason: ' ' },
        }).catch((e) => e),
      ),
    ).toBe('required');
    await completeDueDiligence(t.core, {
      actorId: officer,
      params: { id: person.clientId },
      body: {
        reason: 'Origen de los recursos revisado: nómina del sector público.',
      },
    });
    await confirmPendingPayouts(t.core);
    const after = await held();
    expect(after.status).toBe('sent');
    expect(after.releasedAt).not.toBeNull();
  });
});

describe('working a match', () => {
  it('a cleared false positive is remembered with who and why, never raised again; the held payout then leaves', async () => {
    await importWatchlist(t.core, {
      actorId: officer,
      body: { list: 'own', text: `${HEADER}O-7,Homero Homonimo Prueba,,,\n` },
    });
    const person = await clientWithPendingPayout(
      { firstName: 'Homero', lastName: 'Homónimo', secondLastName: 'Prueba' },
      '1991-09-09',
    );
    const [match] = await t.db.db.select().from(amlMatches).where(eq(amlMatches.clientId, person.clientId));
    expect(match).toMatchObject({ list: 'own', status: 'open' });
    const { clearAmlMatch } = await import('../back-office/pld/clear-aml-match');
    expect(
      code(
        await clearAmlMatch(t.core, {
          actorId: officer,
          params: { id: match?.id as number },
          body: { outcome: 'cleared', reason: '' },
        }).catch((e) => e),
      ),
    ).toBe('required');
    const done = await clearAmlMatch(t.core, {
      actorId: officer,
      params: { id: match?.id as number },
      body: {
        outcome: 'cleared',
        reason: 'Otra persona: otra fecha de nacimiento.',
      },
    });
    expect(done.state).toBe('clear');
    await screenClient(t.core, person.clientId, 'review');
    const [after] = await t.db.db.select().from(amlMatches).where(eq(amlMatches.clientId, person.clientId));
    expect(after).toMatchObject({
      status: 'cleared',
      clearedBy: officer,
      clearedReason: 'Otra persona: otra fecha de nacimiento.',
    });
    await confirmPendingPayouts(t.core);
    const [payout] = await t.db.db.select().from(payouts).where(eq(payouts.id, person.payoutId));
    expect(payout?.status).toBe('sent');
    const [hold] = await t.db.db
      .select()
      .from(amlPayoutHolds)
      .where(eq(amlPayoutHolds.payoutId, person.payoutId));
    expect(hold?.releasedAt).not.toBeNull();
  });

  it('a blocked-list hit holds every pending payout of the client at once', async () => {
    const person = await clientWithPendingPayout(
      { firstName: 'Paula', lastName: 'Expuesta', secondLastName: 'Politica' },
      '1975-03-03',
    );
    await t.db.db
      .update(amlPayoutHolds)
      .set({ reason: 'enhanced_review' })
      .where(eq(amlPayoutHolds.payoutId, person.payoutId));
    await importWatchlist(t.core, {
      actorId: officer,
      body: {
        list: 'uif_blocked',
        text: `${HEADER}U-1,Otra Persona Ajena,,,1960-01-01\nU-2,"BLOQEADO PRUEBAS, RAMIRO",,,1970-01-01\nU-3,Paula Expuesta Politica,,,1975-03-03\n`,
      },
    });
    await rescreenClients(t.core);
    const [hold] = await t.db.db
      .select()
      .from(amlPayoutHolds)
      .where(eq(amlPayoutHolds.payoutId, person.payoutId));
    expect(hold).toMatchObject({ reason: 'blocked_list', releasedAt: null });
    const [client] = await t.db.db.select().from(clients).where(eq(clients.id, person.clientId));
    expect(client?.status).toBe(CLIENT_STATUS.blocked);
  });
});
