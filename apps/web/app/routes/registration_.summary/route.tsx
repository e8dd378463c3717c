import { fromApiAmount } from '@lender/calculator';
import { fullNameOf, type RegistrationAnswers } from '@lender/contracts';
import { formatDate, formatMoney, formatPhone } from '@lender/i18n';
import { Button, Link } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { FormError, StepPage } from '../../components/FormShell';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { problemsOf, serverTranslator } from '../../lib/forms.server';
import { FROM_SUMMARY } from '../../lib/from-summary';
import { useT } from '../../lib/i18n';
import { classificationLabels, summaryChoices } from '../../lib/registration.server';
import { calculatorCookie } from '../../lib/session.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';
import { answerLine } from './answer-lines.server';

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
  const [answers, application, labels] = await Promise.all([
    ctx.api.client.registrationAnswers(),
    ctx.api.client.actualApplication(),
    // The words of the choices the summary writes (employment status, relation), by classification.
    Promise.all(
      summaryChoices().map(async (path) => [path, await classificationLabels(ctx, path)] as const),
    ).then((entries) => Object.fromEntries(entries)),
  ]);
  const app = application.success ? application.data : null;
  const offer = app ? await ctx.api.client.actualOffer({ params: { id: app.id } }) : null;
  const a: RegistrationAnswers | null = answers.success ? answers.data : null;
  const t = serverTranslator();
  return data(
    {
      me,
      // The parts of the name as declared once (`NAME_FIELDS` of the contracts).
      name: me ? fullNameOf(me) : '',
      applicationId: app?.id ?? null,
      // Each step's answers on one line, as `REGISTRATION_FIELDS` of the contracts shows them.
      job: answerLine('employment', a, t, labels),
      address: answerLine('address', a, t, labels),
      reference: answerLine('reference', a, t, labels),
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
      value: d.job,
      href: change('registration-employment___es'),
    },
    {
      id: 'address',
      label: t('registration:summary.address'),
      value: d.address,
      href: change('registration-address___es'),
    },
    {
      id: 'reference',
      label: t('registration:summary.reference'),
      value: d.reference,
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
