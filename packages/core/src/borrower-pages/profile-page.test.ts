import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { consents } from '../clients/consents';
import { documentList } from '../documents/loan/document-list';
import { savedCards } from '../payments/saved-cards';
import { referrals } from '../referrals/referrals';
import { insertClientRow } from '../seed/lending-rows';
import { profilePage } from './profile-page';

// Issue 65 (ADR 328): the profile page in one read — the owner's consents, documents, referrals and
// card only, each what its own use case answers.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

describe('client.profilePage', () => {
  it("is the owner's records, each as its own use case answers; another borrower's never appear", async () => {
    const mine = await paidOutLoan(t);
    const theirs = await paidOutLoan(t);
    const page = await profilePage(t.core, { actorId: mine.clientId });
    expect(page.documents.length).toBeGreaterThan(0);
    expect(page.documents.every((document) => document.loanId === mine.loanId)).toBe(true);
    const cards = (await savedCards(t.core, { actorId: mine.clientId })).cards;
    expect(page).toEqual({
      consents: (await consents(t.core, { actorId: mine.clientId })).consents,
      documents: await documentList(t.core, { actorId: mine.clientId }),
      referrals: await referrals(t.core, { actorId: mine.clientId }),
      card: cards[0] ?? null,
    });
    expect(JSON.stringify(page)).not.toContain(`"loanId":${theirs.loanId},`);
  });

  it('a client with no loan reads empty records and no card', async () => {
    const clientId = await insertClientRow(t.core.db, t.core.pii, {
      phone: '+525512340988',
      email: 'no-loan-profile@lender.test',
    });
    expect(await profilePage(t.core, { actorId: clientId })).toEqual({
      consents: [],
      documents: [],
      referrals: [],
      card: null,
    });
  });
});
