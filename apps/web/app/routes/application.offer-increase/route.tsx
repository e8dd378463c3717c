import { fromApiAmount } from '@lender/calculator';
import { formatDate } from '@lender/i18n';
import { Button, Card, NativeSelect, Stack, WholePesosField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { DecisionReasons } from '../../components/DecisionReasons';
import { FormError } from '../../components/FormShell';
import { OfferFigures } from '../../components/OfferFigures';
import { env } from '../../lib/env.server';
import { guardPage } from '../../lib/flow.server';
import { useFormBusy } from '../../lib/form-busy';
import { type FormProblems, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { centavosFromForm, moneyOf, reasonHeadings, reasonWords } from '../../lib/lending.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

const ROUTE = 'application-offer-increase___es' as const;

async function load(request: Request) {
  // Issue 65 (ADR 328): the application, its offer, the decision's reasons, the terms and the
  // journey's step in one read (`client.counterOffer`), beside the session's profile.
  const { ctx, page } = await guardPage(request, ROUTE, (ctx) => ctx.api.client.counterOffer());
  const app = page?.application;
  if (!page || !app) throw redirect(pathOf('flow___es'), { headers: await ctx.headers() });
  // The terms the pay cycle offers today, one per due date (the API moves the application to it).
  return { ctx, app, offer: page.offer, terms: page.terms, reasons: page.reasons };
}

/**
 * application-offer-increase___es (spec §4): we can lend more. The borrower picks an amount between what they
 * asked (the minimum) and the new maximum, and optionally a term (spec §7 `term{value, unit day}`):
 * one of the terms the pay cycle offers today; refusing approves the amount originally desired.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, app, offer, terms, reasons: found } = await load(request);
  // Why a higher amount is possible, in the borrower's words (issue 52).
  const reasons = found ? reasonWords(found, false) : null;
  return data({ app, offer, terms, reasons, headings: reasonHeadings() }, { headers: await ctx.headers() });
}

type Result = FormProblems & { amount?: string; term?: string };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx, app } = await load(request);
  const form = await request.formData();
  const min = fromApiAmount(app.desiredLoanAmount.amount);
  const max = fromApiAmount(app.principalAmount.amount);
  let amount = min;
  const keep = text(form, 'intent') === 'keep';
  const termDays = Number(text(form, 'term'));
  const term =
    !keep && Number.isSafeInteger(termDays) && termDays > 0 && termDays !== app.term.value
      ? { value: termDays, unit: 'day' as const }
      : undefined;
  if (!keep) {
    const typed = centavosFromForm(text(form, 'amount'));
    if (typed === null || typed < min || typed > max) {
      const t = serverTranslator();
      return data<Result>(
        {
          fieldErrors: { amount: t('application:increase.outOfRange', { min, max }) },
          amount: text(form, 'amount'),
          term: text(form, 'term'),
        },
        { status: 400 },
      );
    }
    amount = typed;
  }
  const result = await ctx.api.client.approveIncrease({
    body: { amount: moneyOf(amount), ...(term ? { term } : {}) },
  });
  if (!result.success)
    return data<Result>(
      {
        ...problemsOf(result, { 'amount.amount': 'amount', 'term.value': 'term' }),
        amount: text(form, 'amount'),
        term: text(form, 'term'),
      },
      { status: result.status },
    );
  return redirect(pathOf('flow___es'), { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('application:increase.title');

export default function OfferIncrease() {
  const { app, offer, terms, reasons, headings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const busy = useFormBusy();
  const min = Math.round(app.desiredLoanAmount.amount * 100);
  const max = Math.round(app.principalAmount.amount * 100);
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:increase.title')}</h1>
      <p className="page-lead">{t('application:increase.text', { old: min, new: max })}</p>
      <Card>
        <Stack gap="6">
          {offer ? <OfferFigures offer={offer.offer} label={t('application:offer.title')} /> : null}
          {reasons ? <DecisionReasons words={reasons} headings={headings} /> : null}
          <FormError error={result?.formError} />
          <Form method="post" replace noValidate>
            <Stack gap="4">
              <WholePesosField
                name="amount"
                label={t('application:increase.pick')}
                hint={t('application:increase.pickHint', { min, max })}
                defaultValue={result?.amount ?? String(max / 100)}
                error={result?.fieldErrors?.amount}
                isRequired
              />
              {terms.length > 1 ? (
                <NativeSelect
                  name="term"
                  label={t('application:increase.term')}
                  hint={t('application:increase.termHint')}
                  options={terms.map((option) => ({
                    value: String(option.term),
                    // Short enough for a phone's closed select (the date was cut at 375 px).
                    label: `${t('application:offer.term', { count: option.term })} · ${formatDate(option.dueDate)}`,
                  }))}
                  defaultValue={result?.term || String(app.term.value)}
                  error={result?.fieldErrors?.term}
                />
              ) : null}
              <Button type="submit" variant="primary" fullWidth isLoading={busy} name="intent" value="accept">
                {t('application:increase.accept')}
              </Button>
              <Button type="submit" variant="secondary" fullWidth name="intent" value="keep">
                {t('application:increase.keep')}
              </Button>
            </Stack>
          </Form>
        </Stack>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
