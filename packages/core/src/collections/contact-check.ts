import { validateClabe } from '@lender/clabe';
import type { ContactCheck, ContactCheckRequest } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { paymentReferences } from '@lender/db/schema';
import { nationalPhoneDigits } from '@lender/i18n';
import { approvedTemplateBodies } from '../back-office/collection-templates/contact-templates';
import { messageMatchesTemplate } from '../back-office/collection-templates/template-rules';
import type { Clock } from '../clock';
import { type CompanyInfo, companyContacts } from '../documents/company';
import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import { takeFromCap } from '../limits-store';
import type { PiiCrypto } from '../pii';

/** What "¿Somos nosotros?" reads of the core (`Core` is one). */
export interface ContactCheckContext {
  readonly db: Database;
  /** Real time: the rate limit counts real minutes (ADR 288). */
  readonly realClock: Clock;
  readonly pii: PiiCrypto;
  readonly company: CompanyInfo;
  limits(): Promise<Limits>;
}

/** Every phone the lender calls or writes from: customer care, collections and the UNE. */
function companyPhones(company: CompanyInfo): Set<string> {
  const { cc, dc } = companyContacts(company);
  return new Set(
    [cc.phone, dc.phone, company.une.phone]
      .map((phone) => nationalPhoneDigits(phone))
      .filter((digits): digits is string => digits !== undefined),
  );
}

/**
 * Whether `clabe` is one the lender gave to receive a payment: a valid CLABE (check digit, bank and
 * plaza) among the SPEI references it issued (`payment_references`, the receiving provider's CLABEs).
 */
async function isOurClabe(db: Database, clabe: string): Promise<boolean> {
  const checked = validateClabe(clabe);
  if (!checked.ok) return false;
  const [row] = await db
    .select({ id: paymentReferences.id })
    .from(paymentReferences)
    .where(eq(paymentReferences.clabe, checked.clabe))
    .limit(1);
  return row !== undefined;
}

/**
 * `public.contactCheck` ("¿Somos nosotros?", issue 66, ADR 326): whether a phone number, a CLABE or
 * a message is really the lender's — one of the company's phones (`companyContacts`, the UNE's), a
 * CLABE it issued for payments, or the text of an approved collection template (placeholders
 * filled, spaces, case and accents aside). Only yes or no: never whose loan, account or contact it
 * is. `requester` (the caller's address) is limited like `client/check` (`rate_limited`).
 */
export async function contactCheck(
  ctx: ContactCheckContext,
  { body, requester }: { body: ContactCheckRequest; requester: string },
): Promise<ContactCheck> {
  const limits = await ctx.limits();
  const now = ctx.realClock.now();
  const allowed = await takeFromCap(ctx.db, {
    bucket: 'contact_check',
    key: ctx.pii.hash('user', `requester:${requester}`),
    window: now.toISOString().slice(0, 16),
    cap: limits.uniquenessChecksPerMinute,
    now,
  });
  if (!allowed) throw new CoreError('rate_limited', { retryAfterSeconds: 60 - now.getUTCSeconds() });
  const { kind, value } = body;
  let ours: boolean;
  if (kind === 'phone') {
    const digits = nationalPhoneDigits(value);
    ours = digits !== undefined && companyPhones(ctx.company).has(digits);
  } else if (kind === 'clabe') {
    ours = await isOurClabe(ctx.db, value);
  } else {
    ours = (await approvedTemplateBodies(ctx.db)).some((template) => messageMatchesTemplate(value, template));
  }
  return { kind, ours };
}
