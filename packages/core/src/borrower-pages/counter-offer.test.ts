import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
} from '../../testing/lending-fixtures';
import { actualApplication } from '../applications/actual-application';
import { actualOffer } from '../applications/actual-offer';
import { arithmeticOffer } from '../applications/arithmetic-offer';
import { calculatorConfig } from '../catalog/calculator-config';
import { today } from '../clock';
import { flow } from '../journey/flow';
import { insertClientRow } from '../seed/lending-rows';
import { counterOffer } from './counter-offer';

// Issue 65 (ADR 328): the counter-offer pages in one read — the owner's application and offer only,
// the terms of its pay cycle today, what was asked priced on its dates, and the journey's step.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

describe('client.counterOffer', () => {
  it("is the owner's application and offer, the terms and the amount asked, as each use case answers", async () => {
    const mine = await acceptedApplication(t, { amount: 3_000_00 });
    const theirs = await acceptedApplication(t, { amount: 4_500_00 });
    const page = await counterOffer(t.core, { actorId: mine.clientId });
    const application = await actualApplication(t.core, { actorId: mine.clientId });
    expect(page.application?.id).toBe(mine.applicationId);
    expect(page.application).toEqual(application);
    expect(page.offer).toEqual(
      await actualOffer(t.core, { actorId: mine.clientId, params: { id: mine.applicationId } }),
    );
    expect(Math.round((page.offer?.offer.principal.amount ?? 0) * 100)).toBe(mine.principal);
    const config = await calculatorConfig(t.core, today(t.core.clock));
    const cycle = config.payDates[application.salaryCycle];
    expect(page.terms.map((term) => term.term)).toEqual([...new Set(cycle.map((option) => option.term))]);
    expect(
      page.terms.every((term) => cycle.some((o) => o.term === term.term && o.dueDate === term.dueDate)),
    ).toBe(true);
    const { first_repayment_option: first, second_repayment_option: second } = application.payDates;
    expect(page.asked).toEqual(
      await arithmeticOffer(t.core, {
        actorId: mine.clientId,
        params: {
          amount: Math.round(application.desiredLoanAmount.amount * 100),
          payCycle: application.salaryCycle,
          payDates: [first, second].filter((date) => date !== undefined).join(','),
        },
        query: {},
      }),
    );
    expect(page.flow).toEqual(await flow(t.core, { actorId: mine.clientId }));
    // Another borrower's application never appears.
    const text = JSON.stringify(page);
    expect(text).not.toContain(`"id":${theirs.applicationId},`);
    expect((await counterOffer(t.core, { actorId: theirs.clientId })).application?.id).toBe(
      theirs.applicationId,
    );
  });

  it('a client without an application reads null parts and no terms', async () => {
    const clientId = await insertClientRow(t.core.db, t.core.pii, {
      phone: '+525512340987',
      email: 'no-application@lender.test',
    });
    expect(await counterOffer(t.core, { actorId: clientId })).toEqual({
      application: null,
      offer: null,
      reasons: null,
      terms: [],
      asked: null,
      flow: await flow(t.core, { actorId: clientId }),
    });
  });
});
