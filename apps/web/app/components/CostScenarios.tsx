import { formatDate, formatMoney, formatPercent } from '@lender/i18n';
import { Button, Card, Stack, TextField } from '@lender/ui';
import { Form } from '@remix-run/react';
import type { CostView } from '../lib/cost-view';
import { DAYS_PARAM } from '../lib/cost-view';
import { useT } from '../lib/i18n';

/**
 * The cost of a loan line by line in plain words, then "¿Y si…?" (issue 52 point 1): paying some
 * days late (day by day, the credit-bureau cut), each extension, paying everything today. Every
 * figure comes from the loader (`@lender/calculator/scenarios` on the server); the days late are
 * asked by a GET form, so it works without JavaScript and, with it, reloads only the loader.
 */
export function CostScenarios({ view }: { view: CostView }) {
  const t = useT();
  return (
    <Stack gap="6">
      <Card title={t('loan:cost.title')}>
        <dl className="cost-lines" data-testid="cost-lines">
          {view.lines.map((line) => (
            <div key={line.id} className="cost-line" data-line={line.id} data-amount={line.amount}>
              <dt>
                {t(`loan:cost.lines.${line.id}`)} <strong>{formatMoney(line.amount)}</strong>
              </dt>
              <dd>
                {t(`loan:cost.lines.${line.id}Explain`, {
                  days: view.termDays,
                  percent: view.vatPercent,
                  date: view.dueDate,
                })}
              </dd>
            </div>
          ))}
          <div className="cost-line" data-line="cat" data-amount={view.cat}>
            <dt>
              {t('loan:cost.lines.cat')} <strong>{formatPercent(view.cat)}</strong>
            </dt>
            <dd>{t('loan:cost.lines.catExplain')}</dd>
          </div>
        </dl>
      </Card>
      {view.whatIf ? <WhatIf whatIf={view.whatIf} /> : null}
    </Stack>
  );
}

function WhatIf({ whatIf }: { whatIf: NonNullable<CostView['whatIf']> }) {
  const t = useT();
  const { late, early } = whatIf;
  return (
    <section aria-labelledby="what-if" className="what-if" data-testid="what-if">
      <h2 id="what-if">{t('loan:cost.whatIf.title')}</h2>
      <p>{t('loan:cost.whatIf.explain')}</p>
      <Stack gap="4">
        <Card title={t('loan:cost.late.title', { count: whatIf.days })}>
          <Form method="get" preventScrollReset replace className="what-if-days">
            <TextField
              name={DAYS_PARAM}
              label={t('loan:cost.whatIf.daysLabel')}
              hint={t('loan:cost.whatIf.daysHint', { max: whatIf.maxDays })}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={2}
              defaultValue={String(whatIf.days)}
            />
            <Button type="submit" variant="secondary">
              {t('loan:cost.whatIf.submit')}
            </Button>
          </Form>
          <div
            data-scenario="late"
            data-total={late.total}
            data-fees={late.fees.total}
            data-pay-on={late.payOn}
          >
            {late.lastDayToPay !== late.dueDate ? (
              <p>{t('loan:cost.late.grace', { date: late.lastDayToPay })}</p>
            ) : null}
            <p>
              {late.fees.total > 0
                ? t('loan:cost.late.summary', {
                    total: late.total,
                    date: late.payOn,
                    fees: late.fees.total,
                    withoutVat: late.fees.withoutVat,
                    vat: late.fees.vat,
                  })
                : t('loan:cost.late.noFees', { date: late.payOn })}
            </p>
            <p>{t('loan:cost.late.rule', { perDay: late.perDay, maxDays: late.maxFeeDays })}</p>
            <p
              data-bureau={late.reportedToBureau ? 'reported' : 'not-reported'}
              data-on={late.bureauReportOn}
            >
              {t('loan:cost.late.bureau', { date: late.bureauReportOn })}{' '}
              {late.reportedToBureau
                ? t('loan:cost.late.bureauReported', { date: late.payOn })
                : t('loan:cost.late.bureauNotReported', { date: late.payOn })}
            </p>
            {late.onHoldOn ? <p>{t('loan:cost.late.onHold', { date: late.onHoldOn })}</p> : null}
            <div className="table-scroll">
              <table className="what-if-days-table">
                <caption>{t('loan:cost.late.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('loan:cost.late.day')}</th>
                    <th scope="col">{t('loan:cost.late.date')}</th>
                    <th scope="col">{t('loan:cost.late.added')}</th>
                    <th scope="col">{t('loan:cost.late.owed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {late.byDay.map((row) => (
                    <tr key={row.day} data-day={row.day} data-added={row.added} data-owed={row.owed}>
                      <th scope="row">{row.day}</th>
                      <td>{formatDate(row.date)}</td>
                      <td>{formatMoney(row.added)}</td>
                      <td>{formatMoney(row.owed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </Card>
        {whatIf.extensions.map((extension) => (
          <Card key={extension.type} title={t('loan:cost.extension.title', { days: extension.days })}>
            <div
              data-scenario={`extension-${extension.type}`}
              data-fee={extension.fee.total}
              data-new-due-date={extension.newDueDate}
              data-owed={extension.owed}
              data-total={extension.total}
            >
              <p>
                {t('loan:cost.extension.summary', {
                  fee: extension.fee.total,
                  withoutVat: extension.fee.withoutVat,
                  vat: extension.fee.vat,
                  date: extension.newDueDate,
                  owed: extension.owed,
                })}
              </p>
              <p>{t('loan:cost.extension.total', { total: extension.total })}</p>
            </div>
          </Card>
        ))}
        <Card title={t('loan:cost.early.title')}>
          <p data-scenario="early" data-payoff={early.payoff} data-rebate={early.rebate.total}>
            {early.rebate.total > 0
              ? t('loan:cost.early.summary', {
                  payoff: early.payoff,
                  rebate: early.rebate.total,
                  days: early.remainingDays,
                  interest: early.rebate.withoutVat,
                  vat: early.rebate.vat,
                })
              : t('loan:cost.early.none', { payoff: early.payoff })}
          </p>
        </Card>
      </Stack>
    </section>
  );
}
