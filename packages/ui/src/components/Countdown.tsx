import { type ReactNode, useEffect, useRef, useState } from 'react';
import * as styles from './money-summary.css';

export interface CountdownProps {
  /** Seconds left when rendered (the API's `resendIn` or `expiresIn`). */
  seconds: number;
  /** The text for a number of seconds left (an i18n plural: "Puedes pedir otro código en 42 segundos."). */
  children: (secondsLeft: number) => ReactNode;
  /** Shown once the time is up (e.g. the resend button). */
  done?: ReactNode;
  /** Called once when it reaches 0. */
  onDone?: () => void;
}

/**
 * Seconds that count down once a second in the browser; the server renders the starting value, so
 * the page reads right before JavaScript loads. Only the end is announced (`aria-live` on the
 * wrapper, the ticking text `aria-hidden` until then would be noise for a screen reader): a
 * re-render every second must not make a screen reader read every number.
 */
export function Countdown({ seconds, children, done, onDone }: CountdownProps) {
  const [left, setLeft] = useState(Math.max(0, Math.ceil(seconds)));
  const ended = useRef(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    setLeft(Math.max(0, Math.ceil(seconds)));
    ended.current = false;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil(seconds - (Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  useEffect(() => {
    if (left === 0 && !ended.current) {
      ended.current = true;
      onDoneRef.current?.();
    }
  }, [left]);
  return (
    <span className={styles.countdown} aria-live="polite">
      {left > 0 ? <span>{children(left)}</span> : (done ?? null)}
    </span>
  );
}
