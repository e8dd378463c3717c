import { BUSINESS_TIME_ZONE, businessDate } from '../../clock';

// A CEP states its operation date and time as Mexico City's wall clock, with no offset. The offset
// is the zone's for that very instant: Intl carries the rules, so a 2019 summer time reads −05:00
// and a time since Mexico dropped daylight saving (October 2022) reads −06:00.

const OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'longOffset' });
const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Minutes Mexico City is ahead of UTC at an instant (−300 or −360). */
function offsetMinutes(epochMs: number): number {
  const name = OFFSET.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})$/;

/**
 * The instant of a Mexico City wall-clock date and time (`2019-07-15`, `13:31:44`); `null` when
 * either is not a real date or time.
 */
export function mexicoCityInstant(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute, second] = [d[1], d[2], d[3], t[1], t[2], t[3]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  // Twice: the offset of the wall time read as UTC may be the other side of a change of offset.
  const first = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(first) * 60_000);
}

/** Mexico City's wall clock at an instant: `YYYY-MM-DD` and `HH:MM:SS`. */
export function mexicoCityWallClock(instant: Date): { date: string; time: string } {
  return { date: businessDate(instant), time: CLOCK.format(instant) };
}
