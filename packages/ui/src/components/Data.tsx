import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  LOAN_STATUS,
  type LoanStatus,
} from '@lender/calculator/platform';
import { formatDate, formatMoney } from '@lender/i18n';
import { Check, Copy, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Tabs as AriaTabs,
  Modal,
  ModalOverlay,
  Tab,
  TabList,
  TabPanel,
} from 'react-aria-components';
import { VisuallyHidden } from '../layout/Layout';
import { type UiTextKey, useUiText } from '../text/text';
import { cx } from '../utils/cx';
import { Button, IconButton } from './Actions';
import * as styles from './data.css';
import { LoadingOverlay } from './Notice';
import type { Tone } from './variants';

// Card and Stat live in ./Card (no React Aria there: the borrower home page imports them).
export { Card, type CardProps, Stat, type StatProps } from './Card';

/** An amount in centavos shown as `$3,990.96` in tabular figures. */
export function MoneyText({ centavos, className }: { centavos: number; className?: string }) {
  return <span className={cx(styles.money, className)}>{formatMoney(centavos)}</span>;
}

export interface StatsBlockProps {
  children: ReactNode;
  /** Shows an overlay loader over the figures (they keep their space). */
  isLoading?: boolean;
  /** Replaces the figures by a button that retries. */
  error?: boolean;
  onRetry?: () => void;
  errorText?: string;
  label?: string;
  className?: string;
}

/** Figures as a description list, with a loading overlay and a clickable error state. */
export function StatsBlock({
  children,
  isLoading,
  error,
  onRetry,
  errorText,
  label,
  className,
}: StatsBlockProps) {
  const t = useUiText();
  return (
    <div style={{ position: 'relative' }} aria-busy={isLoading || undefined}>
      {error ? (
        <div className={cx(styles.statsBlock, className)}>
          <AriaButton className={styles.statsError} onPress={onRetry}>
            <RefreshCw aria-hidden size={18} />
            {errorText ?? t('stats.error')}
          </AriaButton>
        </div>
      ) : (
        <dl className={cx(styles.statsBlock, className)} aria-label={label}>
          {children}
        </dl>
      )}
      {isLoading && !error ? <LoadingOverlay /> : null}
    </div>
  );
}

const APPLICATION_KEYS: Record<ApplicationStatus, { key: UiTextKey; tone: Tone }> = {
  [APPLICATION_STATUS.new]: { key: 'status.application.new', tone: 'info' },
  [APPLICATION_STATUS.signing]: { key: 'status.application.signing', tone: 'brand' },
  [APPLICATION_STATUS.accepted]: { key: 'status.application.accepted', tone: 'success' },
  [APPLICATION_STATUS.completed]: { key: 'status.application.completed', tone: 'neutral' },
  [APPLICATION_STATUS.canceled]: { key: 'status.application.canceled', tone: 'neutral' },
  [APPLICATION_STATUS.rejected]: { key: 'status.application.rejected', tone: 'danger' },
  [APPLICATION_STATUS.verification]: { key: 'status.application.verification', tone: 'warning' },
  [APPLICATION_STATUS.specialOffer]: { key: 'status.application.specialOffer', tone: 'brand' },
  [APPLICATION_STATUS.manualVerification]: { key: 'status.application.manualVerification', tone: 'warning' },
  [APPLICATION_STATUS.yhatDecrease]: { key: 'status.application.yhatDecrease', tone: 'brand' },
  [APPLICATION_STATUS.yhatIncrease]: { key: 'status.application.yhatIncrease', tone: 'brand' },
  [APPLICATION_STATUS.terminated]: { key: 'status.application.terminated', tone: 'neutral' },
  [APPLICATION_STATUS.decisionError]: { key: 'status.application.decisionError', tone: 'danger' },
};

const LOAN_KEYS: Record<LoanStatus, { key: UiTextKey; tone: Tone }> = {
  [LOAN_STATUS.draft]: { key: 'status.loan.draft', tone: 'neutral' },
  [LOAN_STATUS.cancelled]: { key: 'status.loan.cancelled', tone: 'neutral' },
  [LOAN_STATUS.canNotMakeOffer]: { key: 'status.loan.canNotMakeOffer', tone: 'danger' },
  [LOAN_STATUS.active]: { key: 'status.loan.active', tone: 'success' },
  [LOAN_STATUS.paid]: { key: 'status.loan.paid', tone: 'brand' },
  [LOAN_STATUS.onHold]: { key: 'status.loan.onHold', tone: 'warning' },
  [LOAN_STATUS.terminated]: { key: 'status.loan.terminated', tone: 'neutral' },
  [LOAN_STATUS.soldDebt]: { key: 'status.loan.soldDebt', tone: 'danger' },
  [LOAN_STATUS.writeOff]: { key: 'status.loan.writeOff', tone: 'danger' },
};

export type StatusBadgeProps =
  | { kind: 'application'; status: ApplicationStatus }
  | { kind: 'loan'; status: LoanStatus }
  | { kind: 'installment'; status: 'paid' | 'pending' | 'overdue' };

const INSTALLMENT_TONES = { paid: 'success', pending: 'info', overdue: 'danger' } as const;

/** An application, loan or installment status as a labelled badge (the word, not only a colour). */
export function StatusBadge(props: StatusBadgeProps) {
  const t = useUiText();
  const entry =
    props.kind === 'application'
      ? APPLICATION_KEYS[props.status]
      : props.kind === 'loan'
        ? LOAN_KEYS[props.status]
        : { key: `status.installment.${props.status}` as UiTextKey, tone: INSTALLMENT_TONES[props.status] };
  return <span className={styles.badge({ tone: entry.tone })}>{t(entry.key)}</span>;
}

/** A badge with any text and tone. */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={styles.badge({ tone })}>{children}</span>;
}

export interface ScheduleRow {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Centavos. */
  principal: number;
  interest: number;
  fees: number;
  vat: number;
  status: 'paid' | 'pending' | 'overdue';
}

/** The repayment schedule: a real table with a caption, figures aligned, and the total. */
export function Schedule({ rows, caption }: { rows: readonly ScheduleRow[]; caption?: string }) {
  const t = useUiText();
  const label = caption ?? t('schedule.caption');
  const total = (row: ScheduleRow) => row.principal + row.interest + row.fees + row.vat;
  const sum = rows.reduce((acc, row) => acc + total(row), 0);
  return (
    <>
      {/* Phones: one card per payment; from 768 px the full table. */}
      <section className={styles.scheduleList} aria-label={label}>
        <h3 className={styles.caption} style={{ padding: 0, margin: 0 }}>
          {label}
        </h3>
        <ol className={styles.scheduleCards}>
          {rows.map((row, index) => (
            <li key={row.date} className={styles.scheduleCard}>
              <strong>
                {t('schedule.number')} {index + 1} · {formatDate(row.date)}
              </strong>
              <StatusBadge kind="installment" status={row.status} />
              <span>{t('schedule.total')}</span>
              <strong style={{ textAlign: 'end' }}>{formatMoney(total(row))}</strong>
              <span className={styles.scheduleDetail}>
                {t('schedule.principal')} {formatMoney(row.principal)} · {t('schedule.interest')}{' '}
                {formatMoney(row.interest)} · {t('schedule.fees')} {formatMoney(row.fees)} ·{' '}
                {t('schedule.vat')} {formatMoney(row.vat)}
              </span>
            </li>
          ))}
        </ol>
        <p style={{ margin: 0, display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
          <span>{t('schedule.sum')}</span>
          <span>{formatMoney(sum)}</span>
        </p>
      </section>
      {/* Scrolls sideways when narrow: focusable so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={`${styles.tableWrap} ${styles.scheduleTable}`} aria-label={label} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{label}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('schedule.number')}
              </th>
              <th scope="col" className={styles.th}>
                {t('schedule.date')}
              </th>
              <th scope="col" className={cx(styles.th, styles.num)}>
                {t('schedule.principal')}
              </th>
              <th scope="col" className={cx(styles.th, styles.num)}>
                {t('schedule.interest')}
              </th>
              <th scope="col" className={cx(styles.th, styles.num)}>
                {t('schedule.fees')}
              </th>
              <th scope="col" className={cx(styles.th, styles.num)}>
                {t('schedule.vat')}
              </th>
              <th scope="col" className={cx(styles.th, styles.num)}>
                {t('schedule.total')}
              </th>
              <th scope="col" className={styles.th}>
                {t('schedule.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.date}>
                <th scope="row" className={styles.td}>
                  {index + 1}
                </th>
                <td className={styles.td} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatDate(row.date)}
                </td>
                <td className={cx(styles.td, styles.num)}>{formatMoney(row.principal)}</td>
                <td className={cx(styles.td, styles.num)}>{formatMoney(row.interest)}</td>
                <td className={cx(styles.td, styles.num)}>{formatMoney(row.fees)}</td>
                <td className={cx(styles.td, styles.num)}>{formatMoney(row.vat)}</td>
                <td className={cx(styles.td, styles.num)}>
                  <strong>{formatMoney(total(row))}</strong>
                </td>
                <td className={styles.td}>
                  <StatusBadge kind="installment" status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.tfoot}>
              <th scope="row" colSpan={6} className={styles.td}>
                {t('schedule.sum')}
              </th>
              <td className={cx(styles.td, styles.num)}>{formatMoney(sum)}</td>
              <td className={styles.td} />
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}

export interface CopyFieldProps {
  /** What is copied ("CLABE", "Referencia"): the label and the button's name. */
  label: string;
  /** The value copied, exactly. */
  value: string;
  /** How it is shown (grouped); the value itself by default. */
  display?: string;
}

/** A value to copy (CLABE, payment reference) with a button that says when it is copied. */
export function CopyField({ label, value, display }: CopyFieldProps) {
  const t = useUiText();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 3000);
  };
  return (
    <div className={styles.copy}>
      <span style={{ fontWeight: 600 }}>{label}</span>
      <div className={styles.copyRow}>
        <span className={styles.copyValue}>{display ?? value}</span>
        <Button
          variant="secondary"
          size="sm"
          onPress={copy}
          icon={state === 'copied' ? <Check size={16} /> : <Copy size={16} />}
          aria-label={t('copy.copy', { label })}
        >
          {state === 'copied' ? t('copy.copied') : t('copy.copy', { label: '' }).trim()}
        </Button>
      </div>
      <span aria-live="polite" style={{ fontSize: 14 }}>
        {state === 'copied' ? <VisuallyHidden>{t('copy.copied')}</VisuallyHidden> : null}
        {state === 'failed' ? t('copy.failed') : null}
      </span>
    </div>
  );
}

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  selected?: string;
  defaultSelected?: string;
  onChange?: (id: string) => void;
}

/** Tabs with arrow-key navigation (React Aria). */
export function Tabs({ items, label, selected, defaultSelected, onChange }: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selected}
      defaultSelectedKey={defaultSelected}
      onSelectionChange={(key) => onChange?.(String(key))}
    >
      <TabList aria-label={label} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab} isDisabled={item.isDisabled}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.tabPanel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Accessible name of the drawer ("Menú principal"). */
  label: string;
  children: ReactNode;
}

/** A side panel (the mobile menu): modal, focus trapped, Escape and the close button close it. */
export function Drawer({ isOpen, onOpenChange, label, children }: DrawerProps) {
  const t = useUiText();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.drawerOverlay}>
      <Modal className={styles.drawer}>
        <AriaDialog aria-label={label} className={styles.drawerDialog}>
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton
              label={t('dialog.close')}
              icon={<span style={{ fontSize: 24, lineHeight: 1 }}>×</span>}
              onPress={() => onOpenChange(false)}
            />
          </div>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

function pageWindow(page: number, count: number): (number | 'gap')[] {
  const pages = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] ?? p) > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Server-side pagination: previous, a window of pages, next; the current page is marked. */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  const t = useUiText();
  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <ul className={styles.pageList}>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps are positional
            <li key={`gap-${index}`} aria-hidden style={{ alignSelf: 'center' }}>
              …
            </li>
          ) : (
            <li key={entry}>
              <AriaButton
                className={styles.pageButton({ current: entry === page })}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: entry })}
                onPress={() => onChange(entry)}
              >
                {entry}
              </AriaButton>
            </li>
          ),
        )}
      </ul>
      <Button variant="secondary" size="sm" isDisabled={page >= pageCount} onPress={() => onChange(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}

export interface TimelineEvent {
  id: string;
  title: ReactNode;
  /** When, already formatted. */
  at: string;
  actor?: ReactNode;
  details?: ReactNode;
}

/** An audit trail: newest first as given. */
export function Timeline({ events, label }: { events: readonly TimelineEvent[]; label: string }) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className={styles.timelineItem}>
          <span aria-hidden className={styles.timelineDot} />
          <div style={{ fontWeight: 600 }}>{event.title}</div>
          <div className={styles.timelineMeta}>
            {event.at}
            {event.actor ? <> · {event.actor}</> : null}
          </div>
          {event.details ? <div>{event.details}</div> : null}
        </li>
      ))}
    </ol>
  );
}
