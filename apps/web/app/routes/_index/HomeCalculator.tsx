import { lazy, memo, Suspense } from 'react';
import { SiteCalculator, type SiteCalculatorProps } from '../../components/SiteCalculator';

/**
 * The calculator, its code out of the browser's first load (issue 47: DESIGN.md's 110 KB for the
 * home page; the calculator, its engine and fields were ~16 KB gzip of it). The server renders it
 * in full, so the first paint needs none of its code and its form posts without JavaScript; in the
 * browser it hydrates from its own chunk, fetched when hydration reaches it. Until then React keeps
 * the server's HTML, and what a borrower types meanwhile is kept as before any module loads
 * (`useEarlyInput` in the kit). The server renders the component itself (`import.meta.env.SSR`),
 * never a suspended lazy one, so the document never streams a fallback in its place.
 */
const Calculator = import.meta.env.SSR
  ? SiteCalculator
  : lazy(() =>
      import('../../components/SiteCalculator').then((module) => ({ default: module.SiteCalculator })),
    );

/**
 * Memoised with its boundary inside: a re-render of the page above (a transition, words arriving)
 * with the same loader data never reaches a boundary still hydrating (React #421).
 */
export const HomeCalculator = memo(function HomeCalculator(props: SiteCalculatorProps) {
  return (
    <Suspense fallback={null}>
      <Calculator {...props} />
    </Suspense>
  );
});
