import { VisuallyHidden } from '../layout/Layout';
import * as styles from './actions.css';

export interface SpinnerProps {
  /** Pixels; 20 by default. */
  size?: number;
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

/** A small rotating ring; still under `prefers-reduced-motion`. */
export function Spinner({ size = 20, label, className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={className} style={{ display: 'inline-flex' }}>
      <span aria-hidden className={styles.spinner} style={{ width: size, height: size }} />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}
