import type { DecisionReasonWords } from '../lib/lending.server';

/**
 * What weighed in a decision and what the borrower can do (issue 52): each reason in plain words,
 * then when to apply again. Words come translated from the loader (server words).
 */
export function DecisionReasons({
  words,
  headings,
}: {
  words: DecisionReasonWords;
  headings: { heading: string; whatYouCanDo: string };
}) {
  if (words.reasons.length === 0 && !words.reapply) return null;
  return (
    <section aria-labelledby="decision-reasons" data-testid="decision-reasons">
      <h2 id="decision-reasons" className="section-title">
        {headings.heading}
      </h2>
      <ul className="reason-list">
        {words.reasons.map((item) => (
          <li key={item.reason} data-reason={item.reason}>
            <p>{item.weighed}</p>
            <p>
              <strong>{headings.whatYouCanDo}:</strong> {item.action}
            </p>
          </li>
        ))}
      </ul>
      {words.reapply ? (
        <p data-testid="reapply-from">
          <strong>{words.reapply}</strong>
        </p>
      ) : null}
    </section>
  );
}
