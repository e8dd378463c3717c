import type { PayCycle } from '@lender/calculator';
import type { DecisionInput } from '../../src/decision/engine';

/**
 * Synthetic applicants for fitting and validating a scorecard (issue 67 point 4, ADR 337). No real
 * data: every applicant is drawn from the documented process below with a seeded generator, so
 * the same seed gives the same applicants, byte for byte, on any machine.
 *
 * The process (one applicant; U = uniform [0, 1), N = standard normal by Box–Muller):
 * - true monthly income = exp(ln 12,000 MXN + 0.5 N), in centavos; the borrower declares it
 *   overstated by a factor 1 + 0.25 U (people round up);
 * - with probability 0.35 a payroll proof exists, and it shows the true income;
 * - pay cycle of the application: weekly 20 %, biweekly 45 %, semi-monthly 25 %, monthly 10 %; the
 *   proof's cycle is the same with probability 0.85, another one otherwise;
 * - tenure = ⌊−300 ln(1 − U)⌋ days, at most 3,000; paid loans = geometric (p = 0.45), at most 8;
 * - a bureau score with probability 0.6: 650 + 70 N, clamped to 300–850;
 * - behavioural consent with probability 0.7; with it, a `review` flag with probability 0.1;
 * - default with probability σ(z), z = −0.9 − 0.9 ln(true income ÷ 12,000 MXN) − 0.4 proven
 *   + 0.6 misaligned − 0.0015 min(tenure, 720) − 0.35 min(paid loans, 4)
 *   + (bureau ? −0.012 (bureau − 650) : 0.25) + (consent ? (review ? 1.1 : −0.1) : 0).
 * The scorecard sees the declared income unless a proof exists: proof carries information.
 */

export interface SyntheticApplicant {
  readonly input: DecisionInput;
  /** Whether the synthetic loan defaulted (the outcome a scorecard predicts). */
  readonly defaulted: boolean;
  /** The process's own probability of default, σ(z): the best any scorecard could know. */
  readonly trueProbability: number;
}

/** mulberry32: a small, fast, seeded 32-bit generator (public domain), uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CYCLES: readonly PayCycle[] = ['weekly', 'biweekly', 'semi_monthly', 'monthly'];
const CYCLE_WEIGHTS = [0.2, 0.45, 0.25, 0.1];
const MEDIAN_INCOME = 1_200_000;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** `n` applicants drawn from the process above with `seed`. */
export function syntheticApplicants(n: number, seed: number): SyntheticApplicant[] {
  const u = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
  const pick = <T>(values: readonly T[], weights: readonly number[]): T => {
    let r = u();
    for (const [i, value] of values.entries()) {
      r -= weights[i] as number;
      if (r < 0) return value;
    }
    return values[values.length - 1] as T;
  };
  const out: SyntheticApplicant[] = [];
  for (let i = 0; i < n; i++) {
    const trueIncome = Math.max(100_000, Math.round(Math.exp(Math.log(MEDIAN_INCOME) + 0.5 * normal())));
    const declared = Math.round(trueIncome * (1 + 0.25 * u()));
    const proven = u() < 0.35;
    const cycle = pick(CYCLES, CYCLE_WEIGHTS);
    const others = CYCLES.filter((c) => c !== cycle);
    const provenCycle = u() < 0.85 ? cycle : (others[Math.floor(u() * others.length)] as PayCycle);
    const tenureDays = Math.min(3000, Math.floor(-300 * Math.log(1 - u())));
    let paidLoans = 0;
    while (paidLoans < 8 && u() >= 0.45) paidLoans++;
    const bureauScore = u() < 0.6 ? Math.min(850, Math.max(300, Math.round(650 + 70 * normal()))) : null;
    const consent = u() < 0.7;
    const behaviour = consent ? (u() < 0.1 ? 'review' : 'normal') : null;
    const z =
      -0.9 -
      0.9 * Math.log(trueIncome / MEDIAN_INCOME) -
      (proven ? 0.4 : 0) +
      (proven && provenCycle !== cycle ? 0.6 : 0) -
      0.0015 * Math.min(tenureDays, 720) -
      0.35 * Math.min(paidLoans, 4) +
      (bureauScore === null ? 0.25 : -0.012 * (bureauScore - 650)) +
      (behaviour === null ? 0 : behaviour === 'review' ? 1.1 : -0.1);
    const trueProbability = sigmoid(z);
    const defaulted = u() < trueProbability;
    out.push({
      defaulted,
      trueProbability,
      input: {
        today: '2026-03-02',
        application: {
          requestedAmount: 200_000,
          salaryCycle: cycle,
          sequenceType: paidLoans > 0 ? 'repeated' : 'first',
          hasIovation: consent,
          hasJuicySession: false,
        },
        client: { status: 1, birthDate: '1990-05-14', monthlyIncome: declared, employmentStatus: 'employed' },
        loans: { active: 0, closed: paidLoans },
        evidence: { idDocument: 'present', bankLink: 'missing', identity: 'approved' },
        bounds: { min: 100_000, max: 1_500_000, interval: 10_000 },
        scoring: {
          provenIncome: proven ? { monthlyIncome: trueIncome, payCycle: provenCycle } : null,
          tenureDays,
          bureauScore,
          behaviour,
        },
      },
    });
  }
  return out;
}
