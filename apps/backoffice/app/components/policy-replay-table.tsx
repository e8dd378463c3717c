import type { PolicyReplay, PolicyReplayTally } from '@lender/contracts';
import { formatMoney } from '@lender/i18n';
import { useT } from '../i18n';
import { codeWords } from './codes';
import { CaptionedTable } from './table-region';

// A replay's result in words (issue 67): by segment, what the version in force and the version
// tried decide, with the difference (amounts and expected losses in pesos, es-MX); then the main
// reasons that change, and where each arm's probability of default comes from (ADR 339).

const ROWS = [
  'applications',
  'approved',
  'rejected',
  'counterOffers',
  'manual',
  'errors',
  'offeredCentavos',
  'expectedLossCentavos',
] as const satisfies ReadonlyArray<keyof PolicyReplayTally>;

const MONEY = new Set<string>(['offeredCentavos', 'expectedLossCentavos']);

function value(row: (typeof ROWS)[number], amount: number): string {
  return MONEY.has(row) ? formatMoney(amount) : amount.toLocaleString('es-MX');
}

function difference(row: (typeof ROWS)[number], before: number, after: number): string {
  const delta = after - before;
  if (delta === 0) return '—';
  const text = value(row, Math.abs(delta));
  return delta > 0 ? `+${text}` : `−${text}`;
}

export function PolicyReplayTables({ replay }: { replay: PolicyReplay }) {
  const t = useT();
  return (
    <div className="bo-stack">
      {replay.segments.map((segment) => {
        const caption = t(`backoffice:creditPolicy.replay.segments.${segment.segment}`);
        return (
          <section key={segment.segment} className="bo-card bo-stack" aria-label={caption}>
            <h3>{caption}</h3>
            <CaptionedTable caption={caption} empty={undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('backoffice:creditPolicy.replay.measure')}</th>
                  <th scope="col" className="bo-num">
                    {t('backoffice:creditPolicy.replay.baseline')}
                  </th>
                  <th scope="col" className="bo-num">
                    {t('backoffice:creditPolicy.replay.draft', { version: replay.version })}
                  </th>
                  <th scope="col" className="bo-num">
                    {t('backoffice:creditPolicy.replay.difference')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row}>
                    <th scope="row">{t(`backoffice:creditPolicy.replay.rows.${row}`)}</th>
                    <td className="bo-num">{value(row, segment.baseline[row])}</td>
                    <td className="bo-num">{value(row, segment.draft[row])}</td>
                    <td className="bo-num">{difference(row, segment.baseline[row], segment.draft[row])}</td>
                  </tr>
                ))}
              </tbody>
            </CaptionedTable>
            <p>{t('backoffice:creditPolicy.replay.outcomeChanged', { count: segment.outcomeChanged })}</p>
          </section>
        );
      })}
      <section className="bo-card bo-stack" aria-labelledby="reasons-title">
        <h3 id="reasons-title">{t('backoffice:creditPolicy.replay.reasonsTitle')}</h3>
        <CaptionedTable
          caption={t('backoffice:creditPolicy.replay.reasonsTitle')}
          empty={
            replay.reasonChanges.length === 0
              ? t('backoffice:creditPolicy.replay.noReasonChanges')
              : undefined
          }
        >
          <thead>
            <tr>
              <th scope="col">{t('backoffice:creditPolicy.replay.reasonColumns.segment')}</th>
              <th scope="col">{t('backoffice:creditPolicy.replay.reasonColumns.from')}</th>
              <th scope="col">{t('backoffice:creditPolicy.replay.reasonColumns.to')}</th>
              <th scope="col" className="bo-num">
                {t('backoffice:creditPolicy.replay.reasonColumns.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {replay.reasonChanges.map((change) => (
              <tr key={`${change.segment}-${change.from}-${change.to}`}>
                <td>{t(`backoffice:creditPolicy.replay.segments.${change.segment}`)}</td>
                <td>{codeWords.of(t, 'decisionReason', change.from)}</td>
                <td>{codeWords.of(t, 'decisionReason', change.to)}</td>
                <td className="bo-num">{change.count.toLocaleString('es-MX')}</td>
              </tr>
            ))}
          </tbody>
        </CaptionedTable>
      </section>
      <section className="bo-card bo-stack" aria-labelledby="loss-basis-title">
        <h3 id="loss-basis-title">{t('backoffice:creditPolicy.replay.lossBasisTitle')}</h3>
        <dl>
          <dt>{t('backoffice:creditPolicy.replay.baseline')}</dt>
          <dd>{t(`backoffice:creditPolicy.replay.lossBasis.${replay.lossBasis.baseline}`)}</dd>
          <dt>{t('backoffice:creditPolicy.replay.draft', { version: replay.version })}</dt>
          <dd>{t(`backoffice:creditPolicy.replay.lossBasis.${replay.lossBasis.draft}`)}</dd>
        </dl>
        <p className="bo-muted">{t('backoffice:creditPolicy.replay.lossNote')}</p>
      </section>
    </div>
  );
}
