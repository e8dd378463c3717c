import { lazy, memo, Suspense } from 'react';
import type { CostView } from '../lib/cost-view';
import { CostScenarios } from './CostScenarios';

/**
 * The cost and its "¿Y si…?" (issue 52), their code out of the browser's first load (the 170 KB
 * budget of every page): the server renders the component in full, so the figures and the days-late
 * form work without JavaScript; in the browser it hydrates from its own chunk. As the home
 * calculator (`routes/_index/HomeCalculator.tsx`): the server renders the component itself, never a
 * suspended lazy one, and the boundary is memoised so a re-render with the same data never reaches it
 * while it hydrates.
 */
const Scenarios = import.meta.env.SSR
  ? CostScenarios
  : lazy(() => import('./CostScenarios').then((module) => ({ default: module.CostScenarios })));

export const LazyCostScenarios = memo(function LazyCostScenarios({ view }: { view: CostView }) {
  return (
    <Suspense fallback={null}>
      <Scenarios view={view} />
    </Suspense>
  );
});
