import { useEffect, useRef, useState } from 'react';

/** Inputs nothing is typed into: a key pressed on one (a decision's radio) is still a command. */
const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Whether a key went to a field (typing there is not a command). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(target.type);
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** What a queue's table row takes from {@link useRowKeyboard}: its ref, focus order and mark. */
export interface RowKeyboardProps {
  ref: (element: HTMLTableRowElement | null) => void;
  tabIndex: 0 | -1;
  className: string | undefined;
  onFocus: () => void;
}

/**
 * The keyboard of the back-office queues (the manual-verification queue and collections): `j`/`k`
 * move between the rows (the first press brings the focus to the current row), `Enter` on a row
 * calls `onEnter` with its item, and any other key pressed outside a field, without a modifier,
 * goes to `onKey` (the manual queue's `a`/`d`/`r`). Spread `rowProps(index)` on each `<tr>`.
 */
export function useRowKeyboard<T>(
  items: readonly T[],
  options: { initial?: number; onEnter(item: T): void; onKey?(event: KeyboardEvent): void },
): { current: number; rowProps(index: number): RowKeyboardProps } {
  const [current, setCurrent] = useState(() => Math.max(0, options.initial ?? 0));
  const rows = useRef<Array<HTMLTableRowElement | null>>([]);

  // A row that left the list (decided, claimed elsewhere) moves the mark to the last one.
  useEffect(() => {
    if (current >= items.length && items.length > 0) setCurrent(items.length - 1);
  }, [items.length, current]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        if (!(event.target instanceof HTMLTableRowElement)) {
          rows.current[current]?.focus();
          return;
        }
        setCurrent((index) => {
          const next = Math.min(Math.max(index + (event.key === 'j' ? 1 : -1), 0), items.length - 1);
          rows.current[next]?.focus();
          return next;
        });
      } else if (event.key === 'Enter' && event.target instanceof HTMLTableRowElement) {
        const item = items[current];
        if (item === undefined) return;
        event.preventDefault();
        options.onEnter(item);
      } else {
        options.onKey?.(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  return {
    current,
    rowProps: (index) => ({
      ref: (element) => {
        rows.current[index] = element;
      },
      tabIndex: index === current ? 0 : -1,
      className: index === current ? 'bo-row-current' : undefined,
      onFocus: () => setCurrent(index),
    }),
  };
}
