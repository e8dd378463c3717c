import type { ClientProfile } from '@lender/contracts';
import { Card } from '@lender/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import {
  calculatorAction,
  calculatorClientOf,
  calculatorInitialOf,
  loadCalculator,
} from '../../lib/calculator.server';
import { serverTranslator } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { apiFor, readCalculator } from '../../lib/session.server';
import { HomeCalculator } from './HomeCalculator';
import { refreshLimitOnce } from './limit.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d?.title ?? 'Lender' },
  { name: 'description', content: d?.description ?? '' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await apiFor(request);
  const calculator = await loadCalculator(ctx);
  const saved = await readCalculator(request);
  let client: ReturnType<typeof calculatorClientOf> | null = null;
  let disableContext: { hasActualApplication: boolean; hasActiveRefinancing: boolean } | undefined;
  let limitCookie: string | null = null;
  let profile: ClientProfile | null = null;
  if (ctx.loggedIn) {
    const me = await ctx.api.client.get();
    if (me.success) {
      // Spec §9: the available amount is recomputed once per 43200 s per client (limit-updated cookie).
      const limit = await refreshLimitOnce(request, ctx, me.data.id);
      limitCookie = limit.setCookie;
      profile =
        limit.availableLoanAmount === null
          ? me.data
          : {
              ...me.data,
              availableLoanAmount: { ...me.data.availableLoanAmount, amount: limit.availableLoanAmount },
            };
      client = calculatorClientOf(profile);
      disableContext = {
        hasActualApplication: me.data.hasActualApplication,
        hasActiveRefinancing: me.data.hasActiveRefinancing,
      };
    }
  }
  const t = serverTranslator();
  const headers = await ctx.headers();
  if (limitCookie) headers.append('Set-Cookie', limitCookie);
  return data(
    {
      ...calculator,
      authorized: client !== null,
      client,
      disableContext,
      initial: calculatorInitialOf(saved, profile),
      title: t('common:home.metaTitle'),
      description: t('common:home.metaDescription', {
        min: calculator.product?.amounts.minMainLoan ?? 0,
        max: calculator.product?.amounts.amountTo ?? 0,
      }),
    },
    { headers },
  );
}

export const action = ({ request }: ActionFunctionArgs) => calculatorAction(request);

const STEPS = ['one', 'two', 'three'] as const;
const REQUIREMENTS = ['age', 'curp', 'bank', 'phone'] as const;
const TRUST = ['regulated', 'data', 'fees'] as const;
const SHORT_FAQ = ['cost', 'time', 'late'] as const;

export default function Home() {
  // Everything but the meta words is the calculator's: product, today, error, client, initial, …
  const { title: _title, description: _description, ...calculator } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="page hero-grid">
          <div className="hero-copy">
            <h1 id="hero-title" className="hero-title">
              {t('common:home.title')}
            </h1>
            <p className="hero-lead">{t('common:home.lead')}</p>
          </div>
          <div className="hero-calculator">
            <HomeCalculator {...calculator} action="/?index" />
          </div>
        </div>
      </section>
      <HomeSection id="how" title={t('common:home.how.title')}>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step} className="step">
              <span className="step-number" aria-hidden>
                {i + 1}
              </span>
              <h3>{t(`common:home.how.${step}.title`)}</h3>
              <p>{t(`common:home.how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </HomeSection>
      <HomeSection id="req" title={t('common:home.requirements.title')}>
        <ul className="checklist">
          {REQUIREMENTS.map((item) => (
            <li key={item}>{t(`common:home.requirements.${item}`)}</li>
          ))}
        </ul>
      </HomeSection>
      <HomeSection id="trust" title={t('common:home.trust.title')}>
        <div className="cards">
          {TRUST.map((item) => (
            <Card key={item} title={t(`common:home.trust.${item}.title`)} level={3}>
              <p>{t(`common:home.trust.${item}.text`)}</p>
            </Card>
          ))}
        </div>
      </HomeSection>
      <HomeSection id="faq" title={t('common:home.faq.title')}>
        <dl className="faq">
          {SHORT_FAQ.map((item) => (
            <div key={item}>
              <dt>{t(`common:faq.${item}.q`)}</dt>
              <dd>{t(`common:faq.${item}.a`)}</dd>
            </div>
          ))}
        </dl>
        <p>
          <a className="text-link" href="/preguntas-frecuentes">
            {t('common:home.faq.more')}
          </a>
        </p>
      </HomeSection>
    </main>
  );
}

/** A section of the home page below the hero, named by its heading (`<id>-title`). */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="page section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
