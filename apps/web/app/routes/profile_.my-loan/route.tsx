import { fromApiAmount } from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Money } from '@lender/contracts';
import { formatDate } from '@lender/i18n';
import {
  Alert,
  Button,
  Card,
  Link,
  MoneyField,
  MoneySummary,
  NativeRadioGroup,
  RepaymentSchedule,
  Stack,
} from '@lender/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Confirmation } from '../../components/Confirmation';
import { CreditBalance } from '../../components/CreditBalance';
import { FormError } from '../../components/FormShell';
import { Invoices } from '../../components/Invoices';
import { LazyCostScenarios } from '../../components/LazyCostScenarios';
import { SignedDocuments } from '../../components/SignedDocuments';
import { useFormBusy } from '../../lib/form-busy';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';
import { ContactLog } from './ContactLog';
import { Mandates } from './Mandates';
import {
  CardFields,
  ChannelChoice,
  dueState,
  ReferencePanel,
  RolloverOption,
  scheduleStatus,
} from './MyLoanParts';
import { MIN_PAYMENT } from './my-loan';
import { type MyLoanResult, myLoanAction, myLoanLoader, type pageData } from './my-loan.server';
import { PaymentPlan, PlanDueNotice } from './PaymentPlan';
import { LiveReferences, PaymentHistory } from './PaymentRecords';
import { PromiseToPay } from './PromiseToPay';
import { ReliefDeferral } from './ReliefDeferral';
import { SpeiClaim } from './SpeiClaim';

const c = (money: Money) => fromApiAmount(money.amount);

/**
 * `/profile/my-loan` (spec §2, DESIGN.md "My loan"): balance today and the next due date first, then
 * "Pagar" by card (on file, or a new one with explicit consent), SPEI (CLABE, reference, concept,
 * copy buttons) or cash (barcode and reference, printable through /print), for everything or part;
 * the extensions with their price with and without IVA and the new due date; the schedule with each
 * invoice's figures; the payments and the documents. Every action is a form that posts without
 * JavaScript; money moves with an Idempotency-Key made when the page renders.
 */
export const loader = ({ request }: LoaderFunctionArgs) => myLoanLoader(request);
export const action = ({ request }: ActionFunctionArgs) => myLoanAction(request);

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('loan:title');

export default function MyLoan() {
  const d = useLoaderData<typeof pageData>();
  const result = useActionData<typeof action>() as MyLoanResult | undefined;
  const t = useT();
  const busy = useFormBusy();
  const loan = d.loan;
  const payValues = result?.values ?? {};
  const payErrors = result?.fieldErrors ?? {};
  const [what, setWhat] = useState(payValues.what || d.preselect || 'full');
  const chooseToPay = (choice: string) => {
    setWhat(choice);
    const form = document.getElementById('pagar');
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLInputElement>(`input[name="what"][value="${choice}"]`)?.focus();
  };
  const credit = <CreditBalance credit={d.credit} />;
  if (!loan) {
    return (
      <main className="page">
        <h1 className="page-title">{t('loan:title')}</h1>
        {credit}
        <Card>
          <p>{t('loan:noLoan.title')}</p>
          <Link href={pathOf('profile-no-loan___es')}>{t('loan:noLoan.text')}</Link>
        </Card>
        {d.cfdis.cfdis.length + d.cfdis.inGlobal.length + d.cfdis.pending.length > 0 ? (
          <Invoices invoices={d.cfdis} />
        ) : null}
      </main>
    );
  }
  const dueDays = dueState(loan);
  // What lateness cost, as the carátula states it: the late interest and its IVA.
  const lateFees = d.invoices.reduce((sum, invoice) => sum + c(invoice.lateFees) + c(invoice.lateFeesVat), 0);
  const available = loan.rollovers.filter((r) => r.status === 'inactive');
  const pendingFee = loan.rollovers.find((r) => r.status === 'active');
  const paidRollover = loan.rollovers.filter((r) => r.status === 'paid').at(-1);
  const extensions = pendingFee ? [pendingFee] : available;
  const scheduleTotal = c(loan.outstanding);
  const payoff = loan.earlyPayoff ? c(loan.earlyPayoff) : null;
  const saving = payoff !== null ? scheduleTotal - payoff : 0;
  // Issue 38 (ADR 138): a late borrower sees the extension first (when one is allowed), then the
  // promise to pay, then the payment form.
  const late = dueDays !== null && dueDays < 0;
  // Every loan that is owed money can be paid here (issue 61 point 3): active, late or on hold.
  const payable =
    (loan.status === LOAN_STATUS.active || loan.status === LOAN_STATUS.onHold) && scheduleTotal > 0;
  const daysLate = late ? -(dueDays ?? 0) : 0;
  const extensionsSection =
    loan.status === LOAN_STATUS.active ? (
      <section aria-labelledby="extensions">
        <h2 id="extensions">{t('loan:extension.title')}</h2>
        <p>{t('loan:extension.explain')}</p>
        {paidRollover ? (
          <Alert tone="success">{t('loan:extension.active', { date: paidRollover.newDueDate })}</Alert>
        ) : null}
        {extensions.length === 0 ? <p>{t('loan:extension.none')}</p> : null}
        <Stack gap="4">
          {extensions.map((rollover) => (
            <RolloverOption key={rollover.id} rollover={rollover} onChoose={chooseToPay} />
          ))}
        </Stack>
      </section>
    ) : null;
  return (
    <main className="page">
      <h1 className="page-title">{t('loan:title')}</h1>
      <Stack gap="6">
        {credit}
        {loan.status === LOAN_STATUS.draft ? <Alert tone="info">{t('loan:pendingPayout')}</Alert> : null}
        {d.hasActiveRefinancing || pendingFee ? <Alert tone="warning">{t('loan:refinancing')}</Alert> : null}
        <Confirmation
          token={result}
          message={
            result?.cardPending
              ? t('loan:pay.cardPending')
              : result?.kind === 'rollover' && result.reference
                ? t('loan:extension.chosen', { price: c(result.reference.amount) })
                : null
          }
        />
        {late && payable ? (
          <Alert
            tone="danger"
            title={t('loan:late.title', { count: daysLate })}
            action={
              <Link variant="primary" href="#pagar">
                {t('loan:late.payNow')}
              </Link>
            }
          >
            <p>
              {t('loan:late.owedToday', {
                amount: payoff ?? scheduleTotal,
                date: loan.repaymentInvoice?.dueDate ?? loan.dueDate,
              })}
            </p>
            <p data-per-day={c(loan.lateFee.perDay)}>
              {daysLate < loan.lateFee.maxDays
                ? t('loan:late.perDay', { perDay: c(loan.lateFee.perDay), maxDays: loan.lateFee.maxDays })
                : t('loan:late.noMoreFees', { maxDays: loan.lateFee.maxDays })}
            </p>
            {loan.status === LOAN_STATUS.onHold ? <p>{t('loan:late.onHold')}</p> : null}
          </Alert>
        ) : null}
        {payable ? <PlanDueNotice due={d.planDue} /> : null}
        <Card title={t('loan:loanNumber', { contractNumber: loan.contractNumber })}>
          <MoneySummary
            label={t('loan:title')}
            items={[
              {
                id: 'dueDate',
                label: late ? t('loan:dueDate') : t('loan:nextPayment'),
                value: formatDate(loan.repaymentInvoice?.dueDate ?? loan.dueDate),
                emphasis: true,
                ...(dueDays === null
                  ? {}
                  : {
                      note:
                        dueDays > 0
                          ? t('loan:daysLeft', { count: dueDays })
                          : dueDays === 0
                            ? t('loan:dueToday')
                            : t('loan:daysLate', { count: -dueDays }),
                    }),
              },
              {
                id: 'outstanding',
                label: t('loan:scheduleTotal'),
                value: scheduleTotal,
                emphasis: true,
                note: t('loan:scheduleTotalHint'),
              },
              // Late, the payoff is the whole balance: one figure, not the same one twice.
              ...(payoff !== null && payoff !== scheduleTotal
                ? [
                    {
                      id: 'earlyPayoff',
                      label: t('loan:payoffToday'),
                      value: payoff,
                      emphasis: true,
                      note: t('loan:payoffTodayHint'),
                    },
                  ]
                : []),
              ...(saving > 0 ? [{ id: 'saving', label: t('loan:payoffSaving'), value: saving }] : []),
              ...(lateFees > 0 ? [{ id: 'lateFees', label: t('loan:lateFees'), value: lateFees }] : []),
              { id: 'principal', label: t('loan:principal'), value: c(loan.principal) },
            ]}
          />
        </Card>
        <ReliefDeferral
          relief={d.relief}
          error={result?.intent === 'relief' ? result.formError : undefined}
          busy={busy}
        />
        {late && extensions.length > 0 ? extensionsSection : null}
        {result?.planRequested ? <Alert tone="success">{t('loan:paymentPlan.requested')}</Alert> : null}
        <PaymentPlan
          view={d.paymentPlan}
          values={result?.intent === 'payment-plan' ? (result.values ?? {}) : {}}
          errors={result?.intent?.startsWith('payment-plan') ? (result.fieldErrors ?? {}) : {}}
          formError={result?.intent?.startsWith('payment-plan') ? result.formError : undefined}
          busy={busy}
        />
        {result?.promised ? (
          <Alert tone="success">
            {t('loan:promise.made', { amount: result.promised.amount, date: result.promised.date })}
          </Alert>
        ) : null}
        {late && d.promise ? (
          <PromiseToPay
            options={d.promise}
            values={result?.intent === 'promise' ? (result.values ?? {}) : {}}
            errors={result?.intent === 'promise' ? (result.fieldErrors ?? {}) : {}}
            busy={busy}
          />
        ) : null}
        {payable ? (
          <Card title={late ? t('loan:late.payNow') : t('loan:pay.title')}>
            <Form method="post" replace noValidate id="pagar" className="pay-form">
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="idempotencyKey" value={d.idempotencyKey} />
              <Stack gap="4">
                <FormError error={result?.formError} />
                <NativeRadioGroup
                  name="what"
                  label={t('loan:pay.what')}
                  options={[
                    { value: 'full', label: t('loan:pay.full', { amount: payoff ?? scheduleTotal }) },
                    { value: 'partial', label: t('loan:pay.partial') },
                    ...extensions.map((rollover) => ({
                      value: `rollover:${rollover.type}`,
                      label: t('loan:pay.extension', {
                        name: t(`loan:extension.${rollover.type}`),
                        price: c(rollover.fee),
                        date: rollover.newDueDate,
                      }),
                    })),
                  ]}
                  value={what}
                  onChange={setWhat}
                  error={payErrors.what}
                />
                {/* Only for "Otro monto" (styles.css, `:has()`). */}
                <div className="partial-amount">
                  <MoneyField
                    name="amount"
                    label={t('loan:pay.amount')}
                    hint={t('loan:pay.partialHint', { min: MIN_PAYMENT, max: scheduleTotal })}
                    defaultValue={payValues.amount}
                    error={payErrors.amount}
                  />
                </div>
                <ChannelChoice defaultValue={payValues.channel} error={payErrors.channel} />
                <CardFields card={d.card} values={payValues} errors={payErrors} />
                <Button type="submit" variant="primary" fullWidth isLoading={busy}>
                  {t('loan:pay.payNowPlain')}
                </Button>
              </Stack>
            </Form>
          </Card>
        ) : null}
        {result?.reference ? <ReferencePanel reference={result.reference} /> : null}
        <SpeiClaim
          choices={d.speiClaim}
          claim={result?.speiClaim}
          values={result?.intent === 'spei-claim' ? (result.values ?? {}) : {}}
          errors={result?.intent === 'spei-claim' ? (result.fieldErrors ?? {}) : {}}
          formError={result?.intent === 'spei-claim' ? result.formError : undefined}
          busy={busy}
        />
        {late ? null : extensionsSection}
        <Mandates
          mandates={d.mandates}
          revoked={result?.mandateRevoked}
          error={result?.intent === 'mandate-revoke' ? result.formError : undefined}
          busy={busy}
        />
        <RepaymentSchedule
          labels={{
            caption: t('loan:schedule.title'),
            number: '#',
            date: t('loan:schedule.date'),
            principal: t('loan:schedule.principal'),
            interest: t('loan:schedule.interest'),
            fees: t('loan:schedule.fees'),
            vat: t('loan:schedule.vat'),
            lateFees: t('loan:schedule.lateFees'),
            total: t('loan:schedule.total'),
            outstanding: t('loan:schedule.outstanding'),
            status: t('loan:schedule.status'),
          }}
          rows={d.invoices.map((invoice) => ({
            id: invoice.id,
            dueDate: invoice.dueDate,
            principal: c(invoice.principal),
            interest: c(invoice.interest),
            fees: c(invoice.fees),
            vat: c(invoice.vat),
            lateFees: c(invoice.lateFees),
            total: c(invoice.total),
            outstanding: c(invoice.outstanding),
            status: scheduleStatus(invoice, t),
          }))}
        />
        {d.cost ? <LazyCostScenarios view={d.cost} /> : null}
        {/* Issue 47: references still payable apart from the money received, each with its receipt. */}
        <LiveReferences references={d.references} />
        <PaymentHistory payments={d.payments} />
        <ContactLog contacts={d.contacts} />
        <Invoices invoices={d.cfdis} />
        <Card title={t('loan:documents.title')}>
          <SignedDocuments documents={d.documents} empty={t('loan:documents.empty')} />
        </Card>
      </Stack>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
