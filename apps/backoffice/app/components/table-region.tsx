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

/**
 * A dense `bo-table` with a visually hidden caption in its scrolling region; with no rows, the
 * `empty` line instead of the table.
 */
export function CaptionedTable({
  caption,
  empty,
  describedBy,
  children,
}: {
  caption: string;
  /** What stands instead of the table when it has no rows; `undefined` when it has rows. */
  empty: string | undefined;
  /** The id of a line that says how to use the table (its keyboard), for `aria-describedby`. */
  describedBy?: string;
  /** The table's `<thead>` and `<tbody>`. */
  children: ReactNode;
}) {
  if (empty !== undefined) return <p className="bo-muted">{empty}</p>;
  return (
    <TableRegion label={caption}>
      <table className="bo-table" aria-describedby={describedBy}>
        <caption className="bo-visually-hidden">{caption}</caption>
        {children}
      </table>
    </TableRegion>
  );
}
