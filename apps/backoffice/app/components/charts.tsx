/**
 * Server-rendered SVG charts of the dashboard: plain bars and a line, with the figures also in a
 * table for screen readers and for exact reading (colour is never the only signal).
 */

export interface BarDatum {
  label: string;
  value: number;
  /** What the bar's value reads as (money, a count). */
  display: string;
  /** The list behind the bar (the loans of a bucket): the label links to it. */
  href?: string;
}

/** The line chart's drawing width: small, so its text stays readable when a card is narrow. */
const WIDTH = 320;

/**
 * Horizontal bars, one per datum, with the value written beside each. HTML, not SVG: the words
 * keep the page's size at every width (an SVG scaled into a narrow card shrank them to ~8 px),
 * and a screen reader reads each bar as a list item with its label and value.
 */
export function BarChart({ title, data }: { title: string; data: readonly BarDatum[] }) {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <ul className="bo-bars" aria-label={title}>
      {data.map((datum) => (
        <li key={datum.label}>
          <span className="bo-bar-label">
            {datum.href ? <a href={datum.href}>{datum.label}</a> : datum.label}
          </span>
          {/* An SVG bar: its width is an attribute (the CSP refuses inline `style`). */}
          <svg className="bo-bar-track" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
            <rect className="bo-bar" width={Math.max(1, (100 * datum.value) / max)} height="1" />
          </svg>
          <span className="bo-bar-value bo-num">{datum.display}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A line over time (values 0..1, as percentages), with a dot on every point; with no rate at all in
 * the period, the `empty` sentence instead of bare axes.
 */
export function RateChart({
  title,
  points,
  empty,
}: {
  title: string;
  points: ReadonlyArray<{ label: string; rate: number | null }>;
  /** What stands instead of the chart when no point has a rate. */
  empty: string;
}) {
  if (points.every((point) => point.rate === null)) return <p className="bo-muted">{empty}</p>;
  const height = 160;
  const left = 36;
  const bottom = 24;
  const usable = WIDTH - left - 16;
  const step = points.length > 1 ? usable / (points.length - 1) : 0;
  const y = (rate: number) => 8 + (height - bottom - 8) * (1 - rate);
  const drawn = points.map((point, index) => ({ ...point, x: left + index * step }));
  const path = drawn
    .filter((point) => point.rate !== null)
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${y(point.rate as number).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title} className="bo-chart-svg">
      {[0, 0.5, 1].map((tick) => (
        <g key={tick}>
          <line x1={left} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} stroke="var(--bo-border)" />
          <text x={0} y={y(tick) + 4} fontSize={12} fill="currentColor">
            {Math.round(tick * 100)}%
          </text>
        </g>
      ))}
      {path ? <path d={path} fill="none" stroke="var(--bo-brand)" strokeWidth={2} /> : null}
      {drawn.map((point) =>
        point.rate === null ? null : (
          <circle key={point.label} cx={point.x} cy={y(point.rate)} r={3.5} fill="var(--bo-brand)" />
        ),
      )}
      {drawn.length > 0 ? (
        <>
          <text x={left} y={height - 6} fontSize={12} fill="currentColor">
            {drawn[0]?.label}
          </text>
          <text x={WIDTH - 8} y={height - 6} fontSize={12} fill="currentColor" textAnchor="end">
            {drawn.at(-1)?.label}
          </text>
        </>
      ) : null}
    </svg>
  );
}
