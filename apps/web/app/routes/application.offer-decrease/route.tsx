import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { Button, Card, Link, Stack } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { DecisionReasons } from '../../components/DecisionReasons';
import { FormError } from '../../components/FormShell';
import { OfferFigures } from '../../components/OfferFigures';
import { env } from '../../lib/env.server';
import { guardPage } from '../../lib/flow.server';
import { useFormBusy } from '../../lib/form-busy';
import { type FormProblems, problemsOf } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { reasonHeadings, reasonWords } from '../../lib/lending.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

const ROUTE = 'application-offer-decrease___es' as const;

async function load(request: Request) {
  // Issue 65 (ADR 328): the application, its offer, what was asked priced on the same dates (the
  // counter-offer stands beside it, DESIGN.md), the decision's reasons and the journey's step in
  // one read (`client.counterOffer`), beside the session's profile.
  const { ctx, page } = await guardPage(request, ROUTE, (ctx) => ctx.api.client.counterOffer());
  const app = page?.application;
  if (!page || !app) throw redirect(pathOf('flow___es'), { headers: await ctx.headers() });
  return { ctx, app, offer: page.offer, asked: page.asked, reasons: page.reasons };
}

/**
 * application-offer-decrease___es (spec §4): the smaller counter-offer beside what was asked. Approving uses
 * the special-offer approval when the application is a special offer (13), else the decrease
 * approval (17), then the flow goes on to signing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, app, offer, asked, reasons: found } = await load(request);
  // Why the smaller amount, in the borrower's words (issue 52).
  const reasons = found ? reasonWords(found, false) : null;
  return data({ app, offer, asked, reasons, headings: reasonHeadings() }, { headers: await ctx.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx, app } = await load(request);
  const body = { amount: app.principalAmount };
  const result =
    app.status === APPLICATION_STATUS.specialOffer
      ? await ctx.api.client.approveSpecialOffer({ body })
      : await ctx.api.client.approveDecrease({ body });
  if (!result.success) return data<FormProblems>(problemsOf(result), { status: result.status });
  return redirect(pathOf('flow___es'), { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('application:decrease.title');

export default function OfferDecrease() {
  const { app, offer, asked, reasons, headings } = useLoaderData<typeof loader>();
  const problems = useActionData<typeof action>() as FormProblems | undefined;
  const t = useT();
  const busy = useFormBusy();
  const fromCentavos = (amount: number) => Math.round(amount * 100);
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:decrease.title')}</h1>
      <p className="page-lead">
        {t('application:decrease.text', {
          old: fromCentavos(app.desiredLoanAmount.amount),
          new: fromCentavos(app.principalAmount.amount),
        })}
      </p>
      <Card>
        <Stack gap="6">
          {offer ? (
            <OfferFigures offer={offer.offer} before={asked} label={t('application:offer.title')} />
          ) : null}
          {reasons ? <DecisionReasons words={reasons} headings={headings} /> : null}
          <FormError error={problems?.formError} />
          <Form method="post" replace>
            <Stack gap="2">
              <Button type="submit" variant="primary" fullWidth isLoading={busy}>
                {t('application:decrease.accept', { new: fromCentavos(app.principalAmount.amount) })}
              </Button>
              <Link href="/">{t('application:decrease.decline')}</Link>
            </Stack>
          </Form>
        </Stack>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
