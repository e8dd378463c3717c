import { computeOffer, type PayCycle, productOn, type SequenceType } from '@lender/calculator';
import { fullNameOf } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, desc, eq, notInArray } from '@lender/db/orm';
import { applications, clients, offers } from '@lender/db/schema';
import { readProductConfig } from '../catalog/product';
import { emailOf } from '../contact/email';
import { contractNumberOf } from '../contract-number';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import { type AgreementTerms, agreementTermsFromOffer } from './agreement';
import type { CompanyInfo } from './company';
import { offerFiguresFromView } from './offer-figures';

/** Application statuses that are not active (spec §4: completed, canceled, rejected, terminated). */
const INACTIVE_APPLICATION_STATUSES = [4, 5, 6, 23];

/** The terms of a client's application, with the application's id. */
export interface ApplicationAgreement {
  applicationId: number;
  terms: AgreementTerms;
}

/**
 * The agreement terms of the client's active application (or of `applicationId`, if it is the
 * client's and active): its current offer as stored, the offer the loan is made of (ADR 366), so
 * that every figure the borrower reads and signs (total, charges, IVA, CAT, rate, schedule,
 * extension prices) is what the loan will charge; the IVA rate, late fee and fee registrations of
 * the product in force on the day it was priced, as the loan keeps them. A change approved after
 * the offer was priced never reaches it; an IVA rate changed since refuses it (`offer_expired`).
 * Without an offer yet (nothing to sign), the application priced on its day illustrates the terms.
 * `null` when there is none.
 */
export async function applicationAgreement(deps: {
  db: Database;
  pii: PiiCrypto;
  logger: Logger;
  company: CompanyInfo;
  clientId: number;
  applicationId?: number | undefined;
}): Promise<ApplicationAgreement | null> {
  const { db, clientId } = deps;
  const conditions = [
    eq(applications.clientId, clientId),
    notInArray(applications.status, INACTIVE_APPLICATION_STATUSES),
  ];
  if (deps.applicationId !== undefined) conditions.push(eq(applications.id, deps.applicationId));
  const [app] = await db
    .select()
    .from(applications)
    .where(and(...conditions))
    .orderBy(desc(applications.id))
    .limit(1);
  if (!app) return null;
  const [current] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, app.id), eq(offers.state, 'current')))
    .limit(1);
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) return null;
  const pricedOn = current?.pricedOn ?? app.pricedOn;
  const payDates = [app.payDates.first_repayment_option, app.payDates.second_repayment_option]
    .filter((value) => value !== undefined)
    .map(String)
    .join(',');
  const product = await readProductConfig(db);
  const inForce = productOn(product, pricedOn);
  const offer = current
    ? offerFiguresFromView(current.view, inForce.vatPercent)
    : computeOffer(
        product,
        {
          amount: app.principalAmount,
          payCycle: app.salaryCycle as PayCycle,
          payDates,
          sequenceType: app.sequenceType as SequenceType,
          promoCode: app.promoCode,
        },
        pricedOn,
      );
  const fullName = fullNameOf(client);
  return {
    applicationId: app.id,
    terms: agreementTermsFromOffer(offer, {
      lender: deps.company,
      borrower: {
        fullName,
        curp: client.curpEnc ? deps.pii.decrypt(client.curpEnc) : null,
        email: emailOf(deps.pii, client),
      },
      contractNumber: contractNumberOf(app.id),
      date: pricedOn,
      vatPercent: inForce.vatPercent,
      lateDailyBps: inForce.lateFee.dailyBps,
      // The folios of the fees in force on the day it was priced (issue 50).
      registrations: inForce.registrations ?? {},
      sequenceType: app.sequenceType === 'repeated' ? 'repeated' : 'first',
    }),
  };
}
