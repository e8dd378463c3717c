import type { ProfilePage } from '@lender/contracts';
import { consents } from '../clients/consents';
import { documentList } from '../documents/loan/document-list';
import { savedCards } from '../payments/saved-cards';
import type { ReferralsContext } from '../referrals/referral-model';
import { referrals } from '../referrals/referrals';

/**
 * `client.profilePage` (issue 65, ADR 328): everything `/profile` shows besides the session's
 * profile, in one read — the consents with their moments, the documents, the referrals (brought up
 * to date, as `client.referrals` does) and the card on file, read at the same time. Each part is
 * what the endpoint of its name answers alone. Only the caller's rows: every read is by their id.
 */
export async function profilePage(
  ctx: ReferralsContext,
  { actorId: clientId }: { actorId: number },
): Promise<ProfilePage> {
  const [{ consents: consentList }, documents, referralList, { cards }] = await Promise.all([
    consents(ctx, { actorId: clientId }),
    documentList(ctx, { actorId: clientId }),
    referrals(ctx, { actorId: clientId }),
    savedCards(ctx, { actorId: clientId }),
  ]);
  return { consents: consentList, documents, referrals: referralList, card: cards[0] ?? null };
}
