import { businessDate } from '../clock';

/** An alert as the period's selection reads it: its kind, when it was decided, its payment's day. */
export interface PeriodCandidate {
  readonly kind: string;
  readonly decidedAt: Date | null;
  /** The Mexico City day the alert's payment was paid (`YYYY-MM-DD`); null without a payment. */
  readonly paidOn: string | null;
}

/** A periodic report already produced: its period and when it was made. */
export interface ProducedPeriod {
  readonly periodFrom: string;
  readonly periodTo: string;
  readonly createdAt: Date;
}

/** 00:00 of a Mexico City day (UTC−6 all year since October 2022). */
export const dayStart = (day: string) => new Date(`${day}T06:00:00Z`);
/** The instant after a Mexico City day's last one: the next day's 00:00. */
export const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The Mexico City day a payment was paid: its own day, else the day it completed (or was made). */
export function paidOnOf(payment: { paidOn: string | null; completedAt: Date | null; createdAt: Date }) {
  return payment.paidOn ?? businessDate(payment.completedAt ?? payment.createdAt);
}

/**
 * Whether a reported alert belongs in the periodic file of `from`–`to` (Mexico City days, whole).
 * A relevant operation is reported with the period it was carried out in (a cash payment at 23:30
 * on the quarter's last day is that quarter's, whenever the officer decided it); one decided only
 * after every file of its own period was made goes in the file of the period it was decided in, so
 * it is reported once and never lost. Every other alert (unusual, internal, a blocked-list hit) is
 * of the period its report was decided in.
 */
export function inPeriod(
  alert: PeriodCandidate,
  period: { from: string; to: string },
  produced: readonly ProducedPeriod[],
): boolean {
  const { decidedAt, paidOn } = alert;
  if (!decidedAt) return false;
  const decidedInPeriod = decidedAt >= dayStart(period.from) && decidedAt < dayEnd(period.to);
  if (alert.kind !== 'relevant' || paidOn === null) return decidedInPeriod;
  if (paidOn >= period.from && paidOn <= period.to) return true;
  if (paidOn > period.to || !decidedInPeriod) return false;
  // Decided late: here unless a file of its own period was made after it was decided (it holds it).
  return !produced.some(
    (file) => file.periodFrom <= paidOn && paidOn <= file.periodTo && file.createdAt >= decidedAt,
  );
}
