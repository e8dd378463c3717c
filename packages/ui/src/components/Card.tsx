import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import * as styles from './data.css';

// In a module of their own, without React Aria, so a page that shows only cards and figures (the
// borrower home page) loads none of it.

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title (2 by default). */
  level?: 2 | 3 | 4;
  tone?: 'default' | 'brand';
  children?: ReactNode;
  className?: string;
  as?: 'section' | 'article' | 'div';
}

/** A surface with one soft elevation, for a group of facts (the carátula's figures). */
export function Card({ title, level = 2, tone, children, className, as: Tag = 'section' }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <Tag className={cx(styles.card({ tone }), className)}>
      {title ? <Heading className={styles.cardTitle}>{title}</Heading> : null}
      {children}
    </Tag>
  );
}

export interface StatProps {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  size?: 'md' | 'lg';
}

/** One figure with its label (inside a `StatsBlock`, a term and its description). */
export function Stat({ label, value, note, size }: StatProps) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue({ size })}>{value}</dd>
      {note ? <dd className={styles.statNote}>{note}</dd> : null}
    </div>
  );
}
