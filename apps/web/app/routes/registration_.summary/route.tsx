import { fromApiAmount, PAY_CYCLE_TABLE } from '@lender/calculator';
import { fullNameOf, type RegistrationAnswers } from '@lender/contracts';
import { formatDate, formatMoney, formatPhone, messageKeyOf } from '@lender/i18n';
import { Button, Link } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { FormError, StepPage } from '../../components/FormShell';
import { calculatorCookie } from '../../lib/cookies.server';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { problemsOf } from '../../lib/forms.server';
import { FROM_SUMMARY } from '../../lib/from-summary';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

const ROUTE = 'registration-summary___es' as const;
const change = (route: Parameters<typeof pathOf>[0]) =>
  `${pathOf(route)}?${FROM_SUMMARY.param}=${FROM_SUMMARY.value}`;

/**
 * Spec §2 /registration/summary (step `otp_agreement`), DESIGN.md "a check-answers summary with
 * Cambiar links": everything the borrower told us — name, birth date, phone, e-mail, CLABE, job and
 * income, address, reference — and what they asked for, the amount and the due date, each with its
 * "Cambiar" (issue 37 trap 9). A registration answer opens its step (`?desde=resumen`) and comes
 * back here; the amount and the date take the unsigned offer back and go to apply again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await guardFlow(request, ROUTE);
  const [answers, application, statuses, relations] = await Promise.all([
    ctx.api.client.registrationAnswers(),
    ctx.api.client.actualApplication(),
    ctx.api.public.employmentStatuses(),
    ctx.api.public.classification({ params: { path: 'relationships' }, query: { locale: 'es' } }),
  ]);
  const app = application.success ? application.data : null;
  const offer = app ? await ctx.api.client.actualOffer({ params: { id: app.id } }) : null;
  const statusLabel = (key: string) =>
    (statuses.success ? statuses.data.find((s) => s.key === key)?.label : undefined) ?? key;
  const relationLabels: Record<string, string> = relations.success
    ? (relations.data as Record<string, string>)
    : {};
  const a: RegistrationAnswers | null = answers.success ? answers.data : null;
  return data(
    {
      me,
      // The parts of the name as declared once (`NAME_FIELDS` of the contracts).
      name: me ? fullNameOf(me) : '',
      applicationId: app?.id ?? null,
      job: a?.employment
        ? {
            status: statusLabel(a.employment.employmentStatusKey),
            company: a.employment.companyName,
            income: fromApiAmount(a.employment.monthlyIncome.amount),
            cycle: a.employment.salaryCycle,
            payDays: a.employment.payDate.semiMonthlyPayDates,
            dateOfMonth: a.employment.payDate.dateOfMonth,
          }
        : null,
      address: a?.address ?? null,
      reference: a?.reference
        ? { ...a.reference, relation: relationLabels[a.reference.relation] ?? a.reference.relation }
        : null,
      loan: offer?.success
        ? {
            amount: fromApiAmount(offer.data.offer.principal.amount),
            total: fromApiAmount(offer.data.offer.total.amount),
            dueDate: offer.data.offer.endDate,
          }
        : null,
    },
    { headers: await ctx.headers() },
  );
}

/** "Cambiar" on the amount or the date: the unsigned offer is taken back and the borrower applies again. */
export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, ROUTE);
  const application = await ctx.api.client.actualApplication();
  if (!application.success) return redirect(pathOf('flow___es'), { headers: await ctx.headers() });
  const withdrawn = await ctx.api.client.withdrawApplication({ params: { id: application.data.id } });
  if (!withdrawn.success) return data(problemsOf(withdrawn), { status: withdrawn.status });
  const headers = await ctx.headers();
  // The apply page starts on what was asked for; the borrower changes the amount or the date there.
  headers.append(
    'Set-Cookie',
    await calculatorCookie().serialize({
      amount: fromApiAmount(application.data.loanAmount.amount),
      tab: 0,
      payCycle: application.data.salaryCycle,
      payDates: null,
    }),
  );
  return redirect(pathOf('application-apply___es'), { headers });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:summary.title');

export default function Summary() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const me = d.me;
  if (!me) return null;
  const { name } = d;
  const job = d.job;
  const rows: Array<{ id: string; label: string; value: string; href?: string }> = [
    { id: 'name', label: t('registration:summary.name'), value: name, href: pathOf('profile___es') },
    {
      id: 'birthDate',
      label: t('registration:details.birthDate'),
      value: me.birthDate ? formatDate(me.birthDate) : '—',
      href: pathOf('profile___es'),
    },
    {
      id: 'phone',
      label: t('registration:details.phone'),
      value: formatPhone(me.info.mobilePhone.number),
      href: pathOf('profile-change-phone___es'),
    },
    {
      id: 'email',
      label: t('registration:details.email'),
      value: me.email ?? '—',
      href: pathOf('profile-change-email___es'),
    },
    {
      id: 'job',
      label: t('registration:summary.job'),
      value: job
        ? [
            job.status,
            job.company,
            t('registration:summary.income', { amount: job.income }),
            job.payDays
              ? t('registration:summary.paidOn', {
                  cycle: t(`calculator:payCycle.${job.cycle}`),
                  days: t(messageKeyOf(PAY_CYCLE_TABLE[job.cycle].payDateKey), {
                    first: job.payDays[0],
                    second: job.payDays[1],
                  }),
                })
              : job.dateOfMonth
                ? t('registration:summary.paidOn', {
                    cycle: t(`calculator:payCycle.${job.cycle}`),
                    days: t('registration:summary.dayOfMonth', { day: job.dateOfMonth }),
                  })
                : t(`calculator:payCycle.${job.cycle}`),
          ]
            .filter(Boolean)
            .join(' · ')
        : '—',
      href: change('registration-employment___es'),
    },
    {
      id: 'address',
      label: t('registration:summary.address'),
      value: d.address
        ? [
            `${d.address.street} ${d.address.exteriorNumber}${d.address.interiorNumber ? ` int. ${d.address.interiorNumber}` : ''}`,
            d.address.ward,
            `${d.address.postalCode} ${d.address.city}`,
            d.address.region,
          ].join(', ')
        : '—',
      href: change('registration-address___es'),
    },
    {
      id: 'reference',
      label: t('registration:summary.reference'),
      value: d.reference
        ? `${d.reference.fullName} · ${d.reference.relation} · ${d.reference.phoneMasked}`
        : '—',
      href: change('registration-reference___es'),
    },
    {
      id: 'clabe',
      label: t('registration:bank.clabe'),
      value: me.bankAccountMasked ?? '—',
      href: pathOf('registration-debit-credit-card___es'),
    },
  ];
  return (
    <StepPage title={t('registration:summary.title')} lead={t('registration:summary.lead')}>
      <FormError error={result?.formError} />
      <dl className="summary">
        {rows.map((row) => (
          <div key={row.id} className="summary-row" data-answer={row.id}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <dd>
              <a href={row.href} className="text-link">
                {t('registration:summary.change')} <span className="visually-hidden">{row.label}</span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
      {d.loan ? (
        <Form method="post" className="summary-loan">
          <dl className="summary">
            <LoanAnswer
              id="amount"
              label={t('registration:summary.amount')}
              value={formatMoney(d.loan.amount)}
            />
            <LoanAnswer
              id="dueDate"
              label={t('registration:summary.dueDate')}
              value={formatDate(d.loan.dueDate)}
            />
            <div className="summary-row" data-answer="total">
              <dt>{t('registration:summary.total')}</dt>
              <dd className="summary-money">{formatMoney(d.loan.total)}</dd>
              <dd />
            </div>
          </dl>
          <p className="form-note">{t('registration:summary.changeLoanNote')}</p>
        </Form>
      ) : null}
      <Link variant="primary" href={pathOf('application-accepted___es')}>
        {t('registration:summary.submit')}
      </Link>
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;

/** The amount or the due date, as large as any figure, with its "Cambiar" (the form's withdraw). */
function LoanAnswer({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useT();
  return (
    <div className="summary-row summary-row--money" data-answer={id}>
      <dt>{label}</dt>
      <dd className="summary-money">{value}</dd>
      <dd>
        <Button type="submit" variant="link" name="intent" value="withdraw">
          {t('registration:summary.change')} <span className="visually-hidden">{label}</span>
        </Button>
      </dd>
    </div>
  );
}
