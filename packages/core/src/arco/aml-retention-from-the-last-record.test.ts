import { eq } from '@lender/db/orm';
import { amlAlerts, amlClients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArcoTestCore, createArcoTestCore } from '../../testing/arco-fixtures';
import { refusal } from '../../testing/collections-fixtures';
import { anonymiseClientData, anonymiseDueClients } from './anonymise-client-data';
import { blockClientData } from './block-client-data';
import { retentionOf } from './retention';

// The anti-money-laundering records are kept 10 years after the LAST PLD record of the client: an
// alert decided (reported to the UIF) or a due diligence completed months after the alert was raised
// starts the count again; the data must not be anonymised on the 10th anniversary of the alert alone.

let t: ArcoTestCore;
beforeAll(async () => {
  t = await createArcoTestCore();
});
afterAll(() => t.close());

describe('the PLD retention counts from the last PLD record', () => {
  it('an alert reported later, or a due diligence completed later, moves the last day', async () => {
    const clientId = await t.borrower();
    await t.core.db.insert(amlAlerts).values({
      kind: 'unusual',
      rule: 'test',
      clientId,
      dedupeKey: `attack:${clientId}`,
      details: {},
      status: 'reported',
      createdAt: new Date('2016-01-10T18:00:00Z'),
      // Reported at 23:30 Mexico City on 1 November 2016 (already the 2nd in UTC).
      decidedAt: new Date('2016-11-02T05:30:00Z'),
    });
    expect((await retentionOf(t.core.db, clientId)).periods.aml).toEqual({
      since: '2016-11-01',
      until: '2026-11-01',
    });
    await t.core.db.insert(amlClients).values({
      clientId,
      state: 'clear',
      eddAt: new Date('2017-02-01T18:00:00Z'),
      screenedAt: new Date('2016-01-10T18:00:00Z'),
    });
    expect((await retentionOf(t.core.db, clientId)).periods.aml).toEqual({
      since: '2017-02-01',
      until: '2027-02-01',
    });
    t.clock.set('2026-12-01T18:00:00Z');
    await blockClientData(t.core, { clientId });
    expect(await refusal(anonymiseClientData(t.core, { clientId, today: '2027-02-01' }))).toMatchObject({
      code: 'retention_not_over',
    });
    expect(await anonymiseDueClients(t.core, { today: '2027-02-01' })).toMatchObject({ anonymised: 0 });
    expect((await anonymiseClientData(t.core, { clientId, today: '2027-02-02' })).rows).toBeGreaterThan(0);
    const [kyc] = await t.core.db.select().from(amlClients).where(eq(amlClients.clientId, clientId));
    expect(kyc).toBeDefined();
  });
});
