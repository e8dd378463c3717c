import type { ReactNode } from 'react';

/**
 * The scrolling box around a wide table: focusable and named, so a keyboard user can scroll it
 * (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard
    // biome-ignore lint/a11y/useSemanticElements: a <section> landmark per table would flood the landmarks list
    <div className="bo-table-wrap" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
