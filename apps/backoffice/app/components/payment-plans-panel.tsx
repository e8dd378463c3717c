import { PAYMENT_PLAN_REASONS, type PaymentPlan } from '@lender/contracts';
import { Form } from '@remix-run/react';
import { date, pesos } from '../format';
import { useT } from '../i18n';
import { Field, SelectField } from './form';

// A collections case's payment plans (issue 52, ADR 299): each plan with its instalments; a
// borrower's request approved or declined, or a plan offered when none waits or runs.

const TONE: Record<PaymentPlan['status'], string> = {
  requested: 'warning',
  offered: 'info',
  active: 'info',
  completed: 'success',
  broken: 'danger',
  declined: 'neutral',
};
const OPEN: readonly PaymentPlan['status'][] = ['requested', 'offered', 'active'];

export function PaymentPlansPanel({
  plans,
  canWork,
  fieldError,
}: {
  plans: readonly PaymentPlan[];
  canWork: boolean;
  fieldError: (name: string) => string | undefined;
}) {
  const t = useT();
  const open = plans.some((plan) => OPEN.includes(plan.status));
  return (
    <section className="bo-card bo-stack bo-mt-16" aria-labelledby="plans-title">
      <h2 id="plans-title">{t('backoffice:collections.paymentPlans.title')}</h2>
      <p className="bo-hint">{t('backoffice:collections.paymentPlans.hint')}</p>
      {plans.length === 0 ? (
        <p className="bo-muted">{t('backoffice:collections.paymentPlans.none')}</p>
      ) : null}
      {plans.map((plan) => (
        <article key={plan.id} className="bo-stack" aria-label={`#${plan.id}`}>
          <p>
            <span className={`bo-badge bo-badge-${TONE[plan.status]}`}>
              {t(`backoffice:collections.paymentPlans.status.${plan.status}`)}
            </span>{' '}
            #{plan.id} · {t(`backoffice:collections.paymentPlans.reasons.${plan.reason}`)} ·{' '}
            {pesos(plan.total)}
            {plan.status === 'active' && plan.watchUntil
              ? ` · ${t('backoffice:collections.paymentPlans.watchUntil', { date: date(plan.watchUntil) })}`
              : null}
          </p>
          <ol>
            {plan.instalments.map((instalment) => (
              <li key={instalment.dueDate}>
                {t('backoffice:collections.paymentPlans.instalment', {
                  amount: pesos(instalment.amount),
                  date: date(instalment.dueDate),
                })}
                {instalment.paid ? ` · ${t('backoffice:collections.paymentPlans.paid')}` : null}
              </li>
            ))}
          </ol>
          {canWork && plan.status === 'requested' ? (
            <div className="bo-actions">
              {(['approve', 'decline'] as const).map((decision) => (
                <Form method="post" key={decision}>
                  <input type="hidden" name="intent" value={`plan-${decision}`} />
                  <input type="hidden" name="planId" value={plan.id} />
                  <button
                    type="submit"
                    className={`bo-button ${decision === 'approve' ? 'bo-button-primary' : 'bo-button-secondary'}`}
                  >
                    {t(`backoffice:collections.paymentPlans.${decision}`)}
                  </button>
                </Form>
              ))}
            </div>
          ) : null}
        </article>
      ))}
      {canWork && !open ? (
        <Form method="post" className="bo-stack" noValidate>
          <input type="hidden" name="intent" value="plan-offer" />
          <div className="bo-filters">
            <SelectField
              label={t('backoffice:collections.paymentPlans.instalments')}
              name="instalments"
              options={['2', '3', '4'].map((value) => ({ value, label: value }))}
              error={fieldError('instalments')}
            />
            <Field
              label={t('backoffice:collections.paymentPlans.firstDate')}
              type="date"
              name="firstDate"
              error={fieldError('firstDate')}
            />
            <SelectField
              label={t('backoffice:collections.paymentPlans.reason')}
              name="reason"
              options={PAYMENT_PLAN_REASONS.map((value) => ({
                value,
                label: t(`backoffice:collections.paymentPlans.reasons.${value}`),
              }))}
            />
          </div>
          <div>
            <button type="submit" className="bo-button bo-button-secondary">
              {t('backoffice:collections.paymentPlans.offer')}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
