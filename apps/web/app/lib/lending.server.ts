import { fromApiAmount } from '@lender/calculator';
import type {
  BorrowerReason,
  DecisionReasons,
  LoanDocumentType,
  Money,
  PublicDocumentId,
} from '@lender/contracts';
import { stepTarget } from '@lender/flow';
import { type MoneyInputProblem, parseMoneyInput } from '@lender/i18n';
import type { ApiResult } from '@lender/sdk';
import { data, redirect } from '@remix-run/node';
import { pathOf } from '../paths';
import { AGREEMENT_DOCUMENTS, type AgreementDocument } from './document-links';
import { serverTranslator } from './forms.server';
import { apiFor, type RequestContext } from './session.server';

// The lending pages' server helpers: money between the API and forms, following the flow, PDF
// answers, the decision's reasons in words, the documents' file names and the public documents' pages.

/** API money (pesos with centavos) → integer centavos, the unit every page and formatter uses. */
export const centavosOf = (money: Money): number => fromApiAmount(money.amount);

/** Integer centavos → the API's money body. */
export const moneyOf = (centavos: number): Money => ({ amount: centavos / 100, currency: 'MXN' });

/**
 * Pesos and centavos typed in a form ("$3,219.24", "25.50", "3219") → exact centavos, or null when
 * it is not an amount: `parseMoneyInput` of @lender/i18n, the parser the money field uses. A
 * decimal comma ("3219,24") or a third decimal is refused, never guessed.
 */
export function centavosFromForm(raw: string): number | null {
  const read = parseMoneyInput(raw);
  return read.ok ? read.centavos : null;
}

/**
 * An amount typed in a form, or the field's words when it cannot be read (a third decimal, a decimal
 * comma, letters, nothing): the same words the money field shows in the browser.
 */
export function moneyFromForm(raw: string): { ok: true; centavos: number } | { ok: false; error: string } {
  const read = parseMoneyInput(raw);
  if (read.ok) return read;
  const t = serverTranslator();
  return { ok: false, error: t(MONEY_PROBLEM_WORDS[read.problem]) };
}

const MONEY_PROBLEM_WORDS = {
  empty: 'ui:field.required',
  format: 'ui:field.moneyInvalid',
  decimals: 'ui:field.moneyDecimals',
  comma: 'ui:field.moneyComma',
} as const satisfies Record<MoneyInputProblem, string>;

/** Sends the client where the API's flow says, when it is not `here` (spec §4). */
export async function followFlow(ctx: RequestContext, here: string): Promise<void> {
  const flow = await ctx.api.client.flow();
  if (!flow.success) return;
  const me = await ctx.api.client.get();
  const target = stepTarget(flow.data.step, { firstNameKnown: Boolean(me.success && me.data.firstName) });
  if (target === 'external') return;
  const path = pathOf(target);
  if (path !== here) throw redirect(path, { headers: await ctx.headers() });
}

/**
 * A binary API answer (a PDF) as the site's download (issue 47), for a resource route — a route
 * module with a loader and no component. A page's loader that returns this has its body read as
 * the page's data, and the browser gets the page's HTML (`accepted.html`): Remix answers a loader's
 * own Response only on a route that renders nothing. Saved as `filename`, never cached nor sniffed;
 * the session's cookie (a refreshed token) goes with it. A refusal is a 404 (another borrower's
 * document, or none in this state), a failure of the API a 503.
 */
export function pdfResponse(
  result: ApiResult<{ bytes: Uint8Array; contentType: string }>,
  filename: string,
  headers?: Headers,
): Response {
  if (!result.success) throw noDocument(result.status);
  if (!result.data.contentType.startsWith('application/pdf')) throw noDocument(502);
  const answer = new Headers(headers);
  answer.set('Content-Type', 'application/pdf');
  answer.set('Content-Disposition', attachment(filename));
  answer.set('Cache-Control', 'no-store');
  answer.set('X-Content-Type-Options', 'nosniff');
  // The SDK's bytes are a Uint8Array view; Response takes it as is (the DOM typing wants an ArrayBuffer-backed one).
  return new Response(result.data.bytes as unknown as BodyInit, { headers: answer });
}

/** The answer of a download link with no document: 404 for a refusal, 503 when the API failed. */
export function noDocument(status: number): Response {
  const t = serverTranslator();
  return new Response(status >= 500 ? t('documents:files.unavailable') : t('documents:files.notFound'), {
    status: status >= 500 ? 503 : 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** `Content-Disposition` for a file name, plain where it is ASCII and RFC 6266's `filename*` for the rest. */
function attachment(filename: string): string {
  const plain = filename
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The same key for every retry of one submit (the SDK's Idempotency-Key): made when the page renders. */
export function keyFrom(form: FormData): string | undefined {
  const key = form.get('idempotencyKey');
  return typeof key === 'string' && /^[0-9a-f-]{36}$/i.test(key) ? key : undefined;
}

/** Reasons the pages leave out: an approval's reason says nothing a borrower needs to act on. */
const UNSHOWN: readonly BorrowerReason[] = ['within_means'];

/** One reason as the borrower reads it. */
export interface ReasonWords {
  readonly reason: BorrowerReason;
  readonly weighed: string;
  readonly action: string;
}

/** What the rejection and counter-offer pages show of the decision (issue 52), in words. */
export interface DecisionReasonWords {
  readonly reasons: readonly ReasonWords[];
  /** When to apply again; `null` on a counter-offer. */
  readonly reapply: string | null;
  readonly reapplyFrom: string | null;
}

/** The borrower words of a decision's reasons (`catalog:decisionReasons`), or `null` without one. */
export function reasonWords(found: DecisionReasons, rejected: boolean): DecisionReasonWords {
  const t = serverTranslator();
  return {
    reasons: found.reasons
      .filter((reason) => !UNSHOWN.includes(reason))
      .map((reason) => ({
        reason,
        weighed: t(`catalog:decisionReasons.${reason}.weighed`),
        action: t(`catalog:decisionReasons.${reason}.action`),
      })),
    reapply: rejected
      ? t(`catalog:decisionReasons.reapply.${found.reapply}`, { date: found.reapplyFrom })
      : null,
    reapplyFrom: found.reapplyFrom ?? null,
  };
}

/** `client.decisionReasons` in words; `null` when the API has none (no decision yet, an error). */
export async function readReasonWords(
  ctx: RequestContext,
  rejected: boolean,
): Promise<DecisionReasonWords | null> {
  const found = await ctx.api.client.decisionReasons();
  return found.success ? reasonWords(found.data, rejected) : null;
}

/** The headings of the reasons' block (server words: `catalog` is not sent to the browser). */
export function reasonHeadings(): { heading: string; whatYouCanDo: string } {
  const t = serverTranslator();
  return {
    heading: t('catalog:decisionReasons.heading'),
    whatYouCanDo: t('catalog:decisionReasons.whatYouCanDo'),
  };
}

const isAgreement = (type: LoanDocumentType): type is AgreementDocument =>
  (AGREEMENT_DOCUMENTS as readonly string[]).includes(type);

/**
 * The Spanish name a downloaded PDF is saved under (`documents:files`): `contrato-borrador.pdf`
 * before the signature, `contrato-firmado.pdf` after it, `carta-de-no-adeudo.pdf`…
 */
export function documentFileName(type: LoanDocumentType, options: { draft?: boolean } = {}): string {
  const t = serverTranslator();
  const name =
    options.draft && isAgreement(type) ? t(`documents:files.draft.${type}`) : t(`documents:files.${type}`);
  return `${name}.pdf`;
}

/** A public document's page data from the API (terms, privacy notice); 404 when the API has none. */
export async function loadPublicDocument(request: Request, id: PublicDocumentId) {
  const ctx = await apiFor(request);
  const page = await ctx.api.public.documentPage({ params: { id } });
  if (!page.success) throw data(null, { status: page.status === 404 ? 404 : 503 });
  return page.data;
}
