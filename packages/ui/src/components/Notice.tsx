import { AlertCircle, AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUiText } from '../text/text';
import { cx } from '../utils/cx';
import * as styles from './feedback.css';
import { Spinner } from './Spinner';
import type { Tone } from './variants';

// The feedback pieces without React Aria: a page that shows an alert or a loading cover
// does not load React Aria's dialogs and toasts with them (`Feedback.tsx` re-exports them).

/** The icon of each tone: colour is never the only signal. */
export const TONE_ICONS = {
  neutral: Info,
  brand: Info,
  success: CheckCircle2,
  warning: AlertTriangle,
  danger: AlertCircle,
  info: Info,
};

export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** `alert` interrupts a screen reader (an error just happened); `status` waits; none for static notes. */
  role?: 'alert' | 'status';
  /** Buttons or links at the end (retry, dismiss). */
  action?: ReactNode;
  className?: string;
}

/** A message in a tone with an icon: colour is never the only signal. */
export function Alert({ tone = 'info', title, children, role, action, className }: AlertProps) {
  const Icon = TONE_ICONS[tone];
  return (
    <div role={role} className={cx(styles.alert({ tone }), className)}>
      <Icon aria-hidden size={20} className={styles.alertIcon({ tone })} />
      <div className={styles.alertBody}>
        {title ? <p className={styles.alertTitle}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {action ? <div>{action}</div> : null}
      </div>
    </div>
  );
}

export interface LoadingOverlayProps {
  /** What is loading, announced politely. */
  label?: string;
  /** Cover the whole screen instead of the positioned parent. */
  fullScreen?: boolean;
}

/** A translucent cover with a spinner over a block (or the page) while a request runs. */
export function LoadingOverlay({ label, fullScreen }: LoadingOverlayProps) {
  const t = useUiText();
  return (
    <div
      className={cx(styles.loadingOverlay, fullScreen && styles.loadingOverlayFixed)}
      role="status"
      aria-live="polite"
    >
      <Spinner size={32} />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  className?: string;
}

/** A grey placeholder that reserves the space of content still loading (no layout shift). */
export function Skeleton({ width = '100%', height = 16, className }: SkeletonProps) {
  return <span aria-hidden className={cx(styles.skeleton, className)} style={{ width, height }} />;
}
