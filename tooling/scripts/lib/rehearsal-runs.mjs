// One run of the rehearsal (issues 40, 53): N borrower journeys through the balancer, and once a
// quarter of them has signed (money-moving calls in flight) a disruption — servers killed, the
// database crashed, a failover. Every request is recorded with its time, status and code.
import { borrowerJourney } from './rehearsal-journey.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {{ at: number, ms: number, status: number, what: string, code?: string }} RequestRecord
 * @param {{
 *   journeys: number, first: number, concurrency: number, minutes: number, base: string,
 *   lastCode: (phone: string) => Promise<string | undefined>, jpeg: Uint8Array,
 *   payDates: () => object, acceptedStatus: number, reportBrokenAnswer?: boolean,
 *   loansSigned: () => Promise<number>, disrupt?: (signed: number) => Promise<object>,
 *   onSession?: (cookie: string) => void, say: (line: string) => void,
 * }} options
 */
export async function runJourneys(options) {
  const { journeys, concurrency, say } = options;
  const deadline = Date.now() + options.minutes * 60_000;
  /** @type {RequestRecord[]} */
  const records = [];
  const results = [];
  let started = 0;
  let finished = 0;
  const signedBefore = await options.loansSigned();
  const runOne = async (lane) => {
    await sleep(lane * 250);
    while (started < journeys && Date.now() < deadline) {
      const n = started++;
      results.push(
        await borrowerJourney({
          base: options.base,
          localAddress: `127.0.0.${10 + (n % 200)}`,
          n: options.first + n,
          lastCode: options.lastCode,
          record: (ms, status, what, code) => records.push({ at: Date.now(), ms, status, what, code }),
          jpeg: options.jpeg,
          expired: () => Date.now() > deadline,
          payDates: options.payDates,
          acceptedStatus: options.acceptedStatus,
          reportBrokenAnswer: options.reportBrokenAnswer === true && n === 0,
          onSession: options.onSession,
        }),
      );
      finished += 1;
    }
  };
  let done = false;
  let disruption;
  let failure;
  // A quarter of this run's loans signed: payouts, signatures and charges are in flight. What goes
  // wrong in the disruption (a server that died) is thrown once the journeys are over.
  const disrupter = (async () => {
    if (!options.disrupt) return;
    while (!done && Date.now() < deadline) {
      const signed = (await options.loansSigned().catch(() => signedBefore)) - signedBefore;
      if (signed >= Math.max(1, Math.floor(journeys / 4))) {
        disruption = { signed, ...(await options.disrupt(signed)) };
        return;
      }
      await sleep(1000);
    }
  })().catch((error) => {
    failure = error;
  });
  const progress = setInterval(
    () => say(`journeys: ${finished}/${journeys} finished, ${started} started`),
    30_000,
  );
  try {
    await Promise.all(Array.from({ length: concurrency }, (_, lane) => runOne(lane)));
  } finally {
    clearInterval(progress);
    done = true;
  }
  await disrupter;
  if (failure) throw failure;
  return { results, records, started, disruption };
}
