import { mexicoCityWallClock } from '../calendar/contact-window';
import { JOB_NAMES, JOBS, type JobName } from './catalogue';

// The runs of the job catalogue's schedules that fall due between two instants, for the platform
// clock's moves (issue 54, ADR 288). The crons are five-field, in Mexico City; the catalogue uses a
// minute of `*`, `*/n` or a number, an hour of `*` or a number, and `*` for the day, month and
// weekday — anything else is refused here (a test parses every cron of the catalogue).

/** One run of a job: when it is due, and how many due runs it stands for (more than 1 when folded). */
export interface DueRun {
  readonly job: JobName;
  readonly at: Date;
  readonly dueRuns: number;
}

interface ParsedCron {
  /** The minutes of the hour it fires at. */
  readonly minutes: ReadonlySet<number>;
  /** The hours of the day, or null for every hour. */
  readonly hours: ReadonlySet<number> | null;
}

const MINUTE_MS = 60_000;

function field(text: string, size: number): Set<number> | null {
  if (text === '*') return null;
  const step = /^\*\/(\d+)$/.exec(text);
  if (step) {
    const every = Number(step[1]);
    if (every < 1 || every >= size) throw new Error(`unsupported cron step: ${text}`);
    return new Set(Array.from({ length: Math.ceil(size / every) }, (_, i) => i * every));
  }
  if (/^\d+$/.test(text) && Number(text) < size) return new Set([Number(text)]);
  throw new Error(`unsupported cron field: ${text}`);
}

/** Parses a cron of the catalogue's kind; throws on any other. */
export function parseCron(cron: string): ParsedCron {
  const parts = cron.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`a cron has five fields: ${cron}`);
  const [minute, hour, day, month, weekday] = parts as [string, string, string, string, string];
  if (day !== '*' || month !== '*' || weekday !== '*') throw new Error(`unsupported cron days: ${cron}`);
  const minutes = field(minute, 60) ?? new Set(Array.from({ length: 60 }, (_, i) => i));
  return { minutes, hours: field(hour, 24) };
}

/**
 * Whether a job's due runs are folded: a job that fires more than once a day (every minute, every
 * five, every hour) polls for work or keeps house, so its due runs between two daily runs are one
 * run — at its first due time at or after the daily run, so it picks up at once what that run left
 * (the reminders' notices at 09:00) — and one more at its last due time before the end of the move.
 */
export function isFolded(cron: string): boolean {
  const parsed = parseCron(cron);
  return parsed.hours === null || parsed.hours.size > 1 || parsed.minutes.size > 1;
}

/**
 * The runs due after `from` up to and including `to`, in schedule order: by instant, and at one
 * instant in the catalogue's order (`JOB_NAMES`). Jobs without a cron never fall due; daily jobs
 * run once per due run; folded jobs ({@link isFolded}) once per stretch between daily runs and once
 * at their last due time.
 */
export function dueRunsBetween(from: Date, to: Date): DueRun[] {
  const scheduled = JOB_NAMES.flatMap((job) => {
    const { cron } = JOBS[job];
    return cron === null ? [] : [{ job, cron: parseCron(cron), folded: isFolded(cron) }];
  });
  type Run = { job: JobName; at: number; dueRuns: number; order: number };
  // The entries whose minute field matches, for each minute of the hour (in catalogue order).
  const byMinute = Array.from({ length: 60 }, (_, minuteOfHour) =>
    scheduled.flatMap((entry, order) => (entry.cron.minutes.has(minuteOfHour) ? [{ ...entry, order }] : [])),
  );
  const runs: Run[] = [];
  const current = new Map<JobName, Run>();
  const latest = new Map<JobName, Run>();
  const lastDue = new Map<JobName, number>();
  let hourOf = { at: Number.NaN, hour: 0 };
  for (
    let minute = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    minute <= to.getTime();
    minute += MINUTE_MS
  ) {
    // Mexico City's offsets are whole hours: the wall clock is read once per UTC hour.
    const hourStart = minute - (minute % (60 * MINUTE_MS));
    if (hourOf.at !== hourStart) {
      hourOf = { at: hourStart, hour: Math.floor(mexicoCityWallClock(new Date(hourStart)).seconds / 3600) };
    }
    const due = (byMinute[(minute - hourStart) / MINUTE_MS] ?? []).filter(
      (entry) => entry.cron.hours === null || entry.cron.hours.has(hourOf.hour),
    );
    // A daily run starts a new stretch: each folded job runs again at its next due time.
    if (due.some((entry) => !entry.folded)) current.clear();
    for (const { job, folded, order } of due) {
      if (!folded) {
        runs.push({ job, at: minute, dueRuns: 1, order });
        continue;
      }
      lastDue.set(job, minute);
      const run = current.get(job);
      if (run) {
        run.dueRuns += 1;
      } else {
        const first = { job, at: minute, dueRuns: 1, order };
        runs.push(first);
        current.set(job, first);
        latest.set(job, first);
      }
    }
  }
  // A folded job's last due time, when its stretch's run was earlier: the state at `to` is caught up.
  for (const [job, last] of lastDue) {
    const run = latest.get(job);
    if (!run || run.at === last) continue;
    run.dueRuns -= 1;
    runs.push({ job, at: last, dueRuns: 1, order: run.order });
  }
  runs.sort((a, b) => a.at - b.at || a.order - b.order);
  return runs.map(({ job, at, dueRuns }) => ({ job, at: new Date(at), dueRuns }));
}
