import { formatDateTime } from '@lender/i18n';
import { CoreError } from '../errors/core-error';
import { isMexicanHoliday } from './holidays';

/**
 * Hours of one kind of day on the Mexico City wall clock, `HH:MM` 24 h: `from` included, `to`
 * excluded (`{ from: '07:00', to: '22:00' }` allows 07:00:00 up to 21:59:59).
 */
export interface DailyHours {
  readonly from: string;
  readonly to: string;
}

/**
 * When a borrower may be contacted about a debt, in the Mexico City clock (ADR 132). `null` closes
 * that kind of day. A holiday (the calendar's one list) takes the `holidays` hours whatever its
 * weekday.
 */
export interface ContactWindowRules {
  readonly weekdays: DailyHours | null;
  readonly saturday: DailyHours | null;
  readonly sunday: DailyHours | null;
  readonly holidays: DailyHours | null;
}

/**
 * The default window, the stricter reading of the sources (ADR 132): Monday to Friday 07:00–22:00;
 * closed on Saturdays, Sundays and holidays. A lender whose counsel accepts weekend contact sets
 * `saturday`/`sunday` (the looser source gives 09:00–14:00).
 */
export const DEFAULT_CONTACT_WINDOW: ContactWindowRules = {
  weekdays: { from: '07:00', to: '22:00' },
  saturday: null,
  sunday: null,
  holidays: null,
};

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Mexico_City',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Mexico City wall clock of an instant: its date, weekday (0 Sunday) and seconds into the day. */
export function mexicoCityWallClock(instant: Date): { date: string; weekday: number; seconds: number } {
  const parts = Object.fromEntries(WALL_CLOCK.formatToParts(instant).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const seconds = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return { date, weekday, seconds };
}

const secondsOf = (hhmm: string): number => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return hours * 3600 + minutes * 60;
};

/** The hours that apply on a Mexico City date (`YYYY-MM-DD`), or null when the day is closed. */
export function contactHoursOn(
  date: string,
  rules: ContactWindowRules = DEFAULT_CONTACT_WINDOW,
): DailyHours | null {
  if (isMexicanHoliday(date)) return rules.holidays;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 6) return rules.saturday;
  if (weekday === 0) return rules.sunday;
  return rules.weekdays;
}

/** Whether `instant` falls inside the contact window. */
export function isInsideContactWindow(
  instant: Date,
  rules: ContactWindowRules = DEFAULT_CONTACT_WINDOW,
): boolean {
  const { date, seconds } = mexicoCityWallClock(instant);
  const hours = contactHoursOn(date, rules);
  return hours !== null && seconds >= secondsOf(hours.from) && seconds < secondsOf(hours.to);
}

/** The instant a Mexico City wall-clock time (`date`, seconds into the day) names. */
function instantOf(date: string, seconds: number): Date {
  // Start from the wall time read as UTC and move by the zone's offset until the wall clock agrees
  // (two steps settle it on any day without a daylight-saving jump at that hour).
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + seconds * 1000;
  let candidate = wallAsUtc;
  for (let step = 0; step < 2; step += 1) candidate += wallAsUtc - Date.parse(wallIso(new Date(candidate)));
  return new Date(candidate);
}

/** The wall-clock reading of an instant, written as if it were UTC (for offset arithmetic). */
function wallIso(instant: Date): string {
  const { date, seconds } = mexicoCityWallClock(instant);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date}T${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}Z`;
}

const addDay = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `instant` itself when it is inside the window, else the next instant the window opens. Throws
 * when the rules close every day for a year (a misconfiguration).
 *
 * @example nextContactWindowOpening(new Date('2026-11-28T18:00:00Z')) // Monday 2026-11-30 07:00 in Mexico City
 */
export function nextContactWindowOpening(
  instant: Date,
  rules: ContactWindowRules = DEFAULT_CONTACT_WINDOW,
): Date {
  if (isInsideContactWindow(instant, rules)) return instant;
  const { date: today, seconds: now } = mexicoCityWallClock(instant);
  let date = today;
  for (let day = 0; day <= 366; day += 1) {
    const hours = contactHoursOn(date, rules);
    if (hours !== null && secondsOf(hours.from) < secondsOf(hours.to)) {
      if (day > 0 || now < secondsOf(hours.from)) return instantOf(date, secondsOf(hours.from));
    }
    date = addDay(date);
  }
  throw new Error('The contact window rules close every day of the coming year.');
}

/**
 * Throws 409 `outside_contact_window` (with `opensAt`, the next opening as `dd.mm.yyyy HH:mm` in
 * Mexico City) unless `instant` is inside the window.
 */
export function assertInsideContactWindow(
  instant: Date,
  rules: ContactWindowRules = DEFAULT_CONTACT_WINDOW,
): void {
  if (isInsideContactWindow(instant, rules)) return;
  const opensAt = nextContactWindowOpening(instant, rules);
  throw new CoreError('outside_contact_window', { params: { opensAt: formatDateTime(opensAt) } });
}
