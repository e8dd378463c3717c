import { type FormEvent, useEffect } from 'react';

export interface ScoringSessionProps {
  config: { baseUrl: string; authKey: string; publicKey: string; referenceNumber: string } | null;
  /** The borrower agreed to the privacy notice's voluntary purpose. */
  consented: boolean;
}

type Collector = { start(ref: string): Promise<void>; stop(options?: { complete?: boolean }): Promise<void> };
let running: { ref: string; collector: Collector; started: Promise<void> } | null = null;

/**
 * Completes the running scoring session of `referenceNumber` (spec §4 "repeat client submit":
 * `stop({ complete: true })` uploads the last chunk marked final). Resolves `true` once the ingest
 * took it, `false` when no such session runs, it failed, or it took longer than `timeoutMs`:
 * scoring never blocks an application.
 */
export async function completeScoringSession(referenceNumber: string, timeoutMs = 8_000): Promise<boolean> {
  const current = running;
  if (!current || current.ref !== referenceNumber) return false;
  running = null;
  const done = current.started
    .then(() => current.collector.stop({ complete: true }))
    .then(
      () => true,
      () => false,
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Issue 18's scoring session: once the borrower consents to the voluntary purpose, `@lender/collector`
 * (loaded only then) records how the form is filled — never what is typed — for this registration's
 * reference number; withdrawing the consent stops it. Errors never reach the borrower.
 */
export function ScoringSession({ config, consented }: ScoringSessionProps) {
  useEffect(() => {
    if (!config) return;
    if (!consented) {
      if (running) {
        const { collector, started } = running;
        running = null;
        void started.then(() => collector.stop()).catch(() => undefined);
      }
      return;
    }
    if (running?.ref === config.referenceNumber) return;
    let cancelled = false;
    void import('@lender/collector').then(({ createCollector }) => {
      if (cancelled) return;
      const collector = createCollector({
        baseUrl: config.baseUrl,
        authKey: config.authKey,
        publicKey: config.publicKey,
        onError: (error) => console.warn('[collector]', error.name),
      });
      const started = collector.start(config.referenceNumber);
      running = { ref: config.referenceNumber, collector, started };
      started.catch(() => {
        if (running?.collector === collector) running = null;
      });
    });
    return () => {
      cancelled = true;
    };
  }, [config, consented]);

  return null;
}

/**
 * For a form's `onSubmit`, after the form's own checks (issue 18): when the submission really goes
 * to the server (nothing called `preventDefault`, so live validation let it through) and a scoring
 * session runs, the submission is held until the dataset is complete (the registration details:
 * the dataset is how that form was filled, and its features are computed when it completes), then
 * made again with the same button. A submit the browser's validation stops leaves the session
 * running, so the corrected retry is collected too.
 */
export function completeScoringBeforeSubmit(event: FormEvent<HTMLFormElement>): void {
  if (event.defaultPrevented || !running) return;
  const { ref } = running;
  const form = event.currentTarget;
  const native = event.nativeEvent;
  const submitter =
    typeof SubmitEvent !== 'undefined' && native instanceof SubmitEvent ? native.submitter : null;
  event.preventDefault();
  void completeScoringSession(ref, 5_000).then(() => form.requestSubmit(submitter));
}
