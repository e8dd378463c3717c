import {
  ENGINE_LEANINGS,
  FAIRNESS_DIMENSIONS,
  type PolicyMonitoring,
  REVIEWER_DECISIONS,
} from '@lender/contracts';
import { dateTime } from '../format';
import { useT } from '../i18n';
import { alertWords, bucketWords, psiText, rateText, segmentWords } from './monitoring-words';
import { Badge } from './status';
import { CaptionedTable } from './table-region';

// The monitoring report's sections (issue 67 point 5): alerts, PSI per characteristic with its
// reading, approval by segment with four-fifths, and manual review against the engine.

const M = 'backoffice:creditMonitoring.monitoring' as const;
const BAND_TONES = { no_data: 'neutral', stable: 'success', watch: 'warning', act: 'danger' } as const;
const MIN_DECISIONS = 30;

export function MonitoringAlerts({ alerts }: { alerts: PolicyMonitoring['alerts'] }) {
  const t = useT();
  return (
    <section className="bo-card bo-stack" aria-labelledby="alerts-title">
      <h2 id="alerts-title">{t(`${M}.alertsTitle`)}</h2>
      {alerts.length === 0 ? (
        <p className="bo-muted">{t(`${M}.noAlerts`)}</p>
      ) : (
        <ul>
          {alerts.map((alert) => (
            <li key={`${alert.kind}:${alert.subject}`}>
              {alertWords(t, alert)}{' '}
              <span className="bo-muted">{t(`${M}.alertRaised`, { when: dateTime(alert.raisedAt) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PsiTable({ psi }: { psi: PolicyMonitoring['psi'] }) {
  const t = useT();
  return (
    <section className="bo-stack" aria-labelledby="psi-title">
      <h2 id="psi-title">{t(`${M}.psiTitle`)}</h2>
      <p className="bo-muted">{t(`${M}.psiLegend`)}</p>
      <CaptionedTable caption={t(`${M}.psiTitle`)} empty={undefined}>
        <thead>
          <tr>
            <th scope="col">{t(`${M}.psiColumns.characteristic`)}</th>
            <th scope="col" className="bo-num">
              {t(`${M}.psiColumns.psi`)}
            </th>
            <th scope="col">{t(`${M}.psiColumns.reading`)}</th>
          </tr>
        </thead>
        <tbody>
          {psi.map((row) => (
            <tr key={row.characteristic}>
              <th scope="row">{t(`${M}.characteristics.${row.characteristic}`)}</th>
              <td className="bo-num">{row.psi === null ? t(`${M}.noIndex`) : psiText(row.psi)}</td>
              <td>
                <Badge tone={BAND_TONES[row.band]}>{t(`${M}.bands.${row.band}`)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      {psi.map((row) => {
        const name = t(`${M}.characteristics.${row.characteristic}`);
        const caption = t(`${M}.bucketsTitle`, { characteristic: name });
        return (
          <details key={row.characteristic}>
            <summary>{caption}</summary>
            <CaptionedTable caption={caption} empty={undefined}>
              <thead>
                <tr>
                  <th scope="col">{t(`${M}.bucketColumns.bucket`)}</th>
                  <th scope="col" className="bo-num">
                    {t(`${M}.bucketColumns.reference`)}
                  </th>
                  <th scope="col" className="bo-num">
                    {t(`${M}.bucketColumns.month`)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {row.buckets.map((bucket) => (
                  <tr key={bucket.bucket}>
                    <th scope="row">{bucketWords(t, row.characteristic, bucket.bucket)}</th>
                    <td className="bo-num">{bucket.reference.toLocaleString('es-MX')}</td>
                    <td className="bo-num">{bucket.month.toLocaleString('es-MX')}</td>
                  </tr>
                ))}
              </tbody>
            </CaptionedTable>
          </details>
        );
      })}
    </section>
  );
}

type Segment = PolicyMonitoring['segments'][number];

function FourFifths({ row }: { row: Segment }) {
  const t = useT();
  if (row.fourFifthsBreached) return <Badge tone="danger">{t(`${M}.fourFifths.breached`)}</Badge>;
  if (row.decisions < MIN_DECISIONS) return <span className="bo-muted">{t(`${M}.fourFifths.few`)}</span>;
  return <Badge tone="success">{t(`${M}.fourFifths.fine`)}</Badge>;
}

export function SegmentTables({ segments }: { segments: PolicyMonitoring['segments'] }) {
  const t = useT();
  return (
    <section className="bo-stack" aria-labelledby="segments-title">
      <h2 id="segments-title">{t(`${M}.segmentsTitle`)}</h2>
      <p className="bo-muted">{t(`${M}.segmentsLegend`)}</p>
      {FAIRNESS_DIMENSIONS.map((dimension) => {
        const rows = segments.filter((row) => row.dimension === dimension);
        const caption = t(`${M}.dimensions.${dimension}`);
        return (
          <section key={dimension} className="bo-stack" aria-label={caption}>
            <h3>{caption}</h3>
            <CaptionedTable caption={caption} empty={rows.length === 0 ? t(`${M}.noSegments`) : undefined}>
              <thead>
                <tr>
                  <th scope="col">{t(`${M}.segmentColumns.segment`)}</th>
                  <th scope="col" className="bo-num">
                    {t(`${M}.segmentColumns.decisions`)}
                  </th>
                  <th scope="col" className="bo-num">
                    {t(`${M}.segmentColumns.approved`)}
                  </th>
                  <th scope="col" className="bo-num">
                    {t(`${M}.segmentColumns.approvalRate`)}
                  </th>
                  <th scope="col" className="bo-num">
                    {t(`${M}.segmentColumns.ratio`)}
                  </th>
                  <th scope="col">{t(`${M}.segmentColumns.fourFifths`)}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.segment}>
                    <th scope="row">{segmentWords(t, dimension, row.segment)}</th>
                    <td className="bo-num">{row.decisions.toLocaleString('es-MX')}</td>
                    <td className="bo-num">{row.approved.toLocaleString('es-MX')}</td>
                    <td className="bo-num">{rateText(row.approvalRateBps)}</td>
                    <td className="bo-num">{rateText(row.ratioToBestBps)}</td>
                    <td>
                      <FourFifths row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </CaptionedTable>
          </section>
        );
      })}
    </section>
  );
}

export function ManualReviewPanel({ review }: { review: PolicyMonitoring['manualReview'] }) {
  const t = useT();
  const count = (engine: string, reviewer: string) =>
    review.cells.find((cell) => cell.engine === engine && cell.reviewer === reviewer)?.count ?? 0;
  const caption = t(`${M}.manualTitle`);
  return (
    <section className="bo-stack" aria-labelledby="manual-title">
      <h2 id="manual-title">{caption}</h2>
      <p>
        {t(`${M}.manualSummary`, {
          reviewed: review.reviewed,
          withEngine: review.withEngineOutcome,
          overrides: review.overrides,
        })}
      </p>
      <p>
        <strong>
          {review.overrideRateBps === null
            ? t(`${M}.noOverrideRate`)
            : t(`${M}.overrideRate`, { rate: rateText(review.overrideRateBps) })}
        </strong>
      </p>
      <p className="bo-muted">{t(`${M}.manualLegend`)}</p>
      <CaptionedTable caption={caption} empty={undefined}>
        <thead>
          <tr>
            <th scope="col">{t(`${M}.engineColumn`)}</th>
            {REVIEWER_DECISIONS.map((reviewer) => (
              <th key={reviewer} scope="col" className="bo-num">
                {t(`${M}.reviewer.${reviewer}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ENGINE_LEANINGS.map((engine) => (
            <tr key={engine}>
              <th scope="row">{t(`${M}.engine.${engine}`)}</th>
              {REVIEWER_DECISIONS.map((reviewer) => (
                <td key={reviewer} className="bo-num">
                  {count(engine, reviewer).toLocaleString('es-MX')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
    </section>
  );
}
