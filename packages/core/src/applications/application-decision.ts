import type { PayCycle } from '@lender/calculator';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { applications, decisions } from '@lender/db/schema';
import { applyHumanReview, decisionPrivacyOf } from '../arco/human-review';
import type { AuditActor } from '../audit/audit';
import type { PricedOffer } from '../catalog/public-offer';
import { applyBehaviour, type BehaviourInput } from '../collector-ingest/decision-input';
import { logChallengerDecision, runningChallenger, trialFor } from '../decision/challenger-arm';
import { type DecisionInput, type DecisionResult, forcedDecision } from '../decision/engine';
import { gatherClientFacts } from '../decision/facts';
import { sha256Of } from '../decision/policy-document';
import { decideByPolicy, type PolicyVersion } from '../decision/policy-engine';
import { publishedPolicy } from '../decision/published-policy';
import { CoreError } from '../errors/core-error';
import { type ApplicationsContext, applicationsHelpers } from './application-context';
import { payDatesValue } from './application-model';
import { readOfferTtlMinutes } from './offer-ttl';
import { gatherScoringInput } from './scoring-input';

/**
 * Deciding a submitted application: the engine's verdict, the offer or the manual queue (the
 * borrower's `createApplication` and `finish` call it; a failed decision is retried).
 */
export async function decideApplication(
  ctx: ApplicationsContext,
  applicationId: number,
  actor: AuditActor,
): Promise<DecisionResult> {
  const {
    deps,
    db,
    sandbox,
    logger,
    clientRow,
    byId,
    boundsFor,
    price,
    offerValues,
    replaceOffer,
    transition,
  } = applicationsHelpers(ctx);
  let app = await byId(applicationId);
  if (app.status === APPLICATION_STATUS.new || app.status === APPLICATION_STATUS.decisionError) {
    // Submitted: the borrower is told it was received (not again when a failed decision is retried).
    const received = app.status === APPLICATION_STATUS.new;
    app = await db.transaction(async (tx) => {
      const moved = await transition(tx, applicationId, APPLICATION_STATUS.verification, actor);
      if (received) await deps.notices?.notify(tx, { kind: 'application_received', applicationId });
      return moved;
    });
  }
  if (app.status !== APPLICATION_STATUS.verification) {
    throw new CoreError('invalid_transition', {
      params: { from: app.status, to: APPLICATION_STATUS.verification },
    });
  }
  const client = await clientRow(app.clientId);
  const facts = await gatherClientFacts(db, app.clientId, client.closedLoansCount);
  const today = await sandbox.todayFor(app.clientId);
  const sequenceType = app.sequenceType as 'first' | 'repeated';
  const bounds = await boundsFor(sequenceType);
  const employment = (client.employment ?? {}) as {
    monthlyIncome?: unknown;
    employmentStatusKey?: unknown;
  };
  const income = typeof employment.monthlyIncome === 'number' ? employment.monthlyIncome : null;
  const box = await sandbox.find(app.clientId);
  // The client's privacy choices (issue 51): no behavioural signal once its consent is withdrawn; a
  // person decides every application once an opposition to automated decisions was acted on.
  const privacy = await decisionPrivacyOf(db, app.clientId);
  const behaviour: BehaviourInput =
    deps.behaviour && privacy.behaviouralScoring ? await deps.behaviour(app.clientId) : { source: 'off' };
  const input: DecisionInput = {
    today,
    application: {
      requestedAmount: app.desiredAmount,
      salaryCycle: app.salaryCycle as PayCycle,
      sequenceType,
      hasIovation: app.iovationBlackbox !== null && app.iovationBlackbox !== '',
      hasJuicySession: app.juicySessionId !== null && app.juicySessionId !== '',
    },
    client: {
      status: client.status,
      birthDate: client.birthDate,
      // The employment step stores centavos (the API converts the request's pesos, ADR 043).
      monthlyIncome: income,
      employmentStatus:
        typeof employment.employmentStatusKey === 'string' ? employment.employmentStatusKey : null,
    },
    loans: { active: facts.loans.active, closed: facts.loans.closed },
    evidence: {
      idDocument: facts.documents.idDocument,
      bankLink:
        facts.bankLink === 'linked'
          ? 'present'
          : facts.bankLink === 'not_provided'
            ? 'not_provided'
            : 'missing',
      identity: facts.identity === 'missing' ? 'pending' : facts.identity,
    },
    bounds,
    // A scorecard's facts (ADR 337): the payroll proof, tenure, bureau and behaviour.
    scoring: await gatherScoringInput(db, client, today, behaviour),
  };
  // The policy in force decides (issue 67, ADR 330): read now, never a draft, and named on the row.
  const policy = await publishedPolicy(db);
  // A running challenger (ADR 332) decides for its share of clients (a stable hash), or shadows.
  const trial =
    box?.forcedDecision != null ? null : trialFor(await runningChallenger(db), policy, app.clientId);
  const deciding = trial?.deciding ?? policy;
  const run = (version: PolicyVersion) =>
    applyHumanReview(applyBehaviour(decideByPolicy(version, input), behaviour), privacy);
  let decision: DecisionResult;
  try {
    decision =
      box?.forcedDecision != null
        ? forcedDecision(box.forcedDecision as DecisionResult['outcome'], app.desiredAmount, bounds)
        : run(deciding);
  } catch (error) {
    logger.error('decision engine failed', { applicationId, error: String(error) });
    decision = {
      outcome: APPLICATION_STATUS.decisionError,
      offeredAmount: null,
      reasons: [{ rule: 'engine', code: 'decision.engineFailed' }],
      ruleSet: 'error',
    };
  }

  let offer: PricedOffer | null = null;
  if (decision.offeredAmount !== null) {
    try {
      offer = await price(today, {
        amount: decision.offeredAmount,
        payCycle: app.salaryCycle,
        payDates: payDatesValue(app.payDates),
        sequenceType,
        promoCode: app.promoCode,
      });
    } catch (error) {
      decision = {
        outcome: APPLICATION_STATUS.decisionError,
        offeredAmount: null,
        reasons: [
          ...decision.reasons,
          {
            rule: 'pricing',
            code: 'decision.pricingFailed',
            params: { error: String(error).slice(0, 200) },
          },
        ],
        ruleSet: decision.ruleSet,
      };
    }
  }

  // The arm that did not decide: computed to be logged beside the decision, never acted on.
  let other: DecisionResult | null = null;
  if (trial) {
    try {
      other = run(trial.arm === 'challenger' ? trial.champion : trial.challenger);
    } catch {
      other = {
        outcome: APPLICATION_STATUS.decisionError,
        offeredAmount: null,
        reasons: [],
        ruleSet: 'error',
      };
    }
  }

  const ttl = await readOfferTtlMinutes(db);
  // A decision the sandbox forced is play money whenever the application was made (issue 35): the
  // application, its offer, and the loan signed from it (`application.fake || client.fake`) are
  // all marked `fake`, so the fake-money guard (ADR 021) keeps them away from real providers.
  const forced = box?.forcedDecision != null;
  await db.transaction(async (tx) => {
    const fake = app.fake || forced;
    let patch: Partial<typeof applications.$inferInsert> = {
      decidedAt: deps.clock.now(),
      ...(fake && !app.fake && { fake: true }),
    };
    if (offer) {
      const stored = await replaceOffer(tx, offerValues(app.id, offer, 'decision', today, fake, ttl));
      patch = {
        ...patch,
        principalAmount: stored.principal,
        termDays: stored.termDays,
        pricedOn: today,
        offerExpiresAt: stored.expiresAt,
        ...(decision.outcome === APPLICATION_STATUS.accepted && { loanAmount: stored.principal }),
      };
    }
    await transition(tx, app.id, decision.outcome, actor, decision.reasons.map((r) => r.code).join(','));
    await tx.update(applications).set(patch).where(eq(applications.id, app.id));
    const inputs = { ...input, notProvided: facts.notProvided, behaviour } as unknown as Record<
      string,
      unknown
    >;
    const [stored] = await tx
      .insert(decisions)
      .values({
        applicationId: app.id,
        clientId: app.clientId,
        outcome: decision.outcome,
        offeredAmount: decision.offeredAmount,
        reasons: decision.reasons.map((reason) => ({ ...reason })),
        inputs,
        // The snapshot's hash (canonical JSON), and the version that decided (none when forced).
        inputSha256: sha256Of(inputs),
        policyVersion: forced ? null : deciding.version,
        // The score, band and points lost of a policy with a scorecard (ADR 337).
        score: decision.score ?? null,
        ruleSet: decision.ruleSet,
        forced,
        fake,
      })
      .returning({ id: decisions.id });
    if (trial && other && stored) {
      await logChallengerDecision(tx, trial, {
        decisionId: stored.id,
        applicationId: app.id,
        businessDate: today,
        now: deps.clock.now(),
        champion: trial.arm === 'champion' ? decision : other,
        challenger: trial.arm === 'challenger' ? decision : other,
      });
    }
    await deps.notices?.notify(tx, { kind: 'application_decided', applicationId: app.id });
  });
  return decision;
}
