import { type AmlSettingsChangeRequest, WATCHLIST_KINDS } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { data } from '@remix-run/node';
import { THRESHOLD_NUMBERS } from '../components/aml-thresholds-section';
import { typedCentavos } from '../money-form';
import { type ActionFailure, invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
  type SignedInAdmin,
} from '../server/auth.server';
import { oneOf } from '../server/case-register.server';

// The loader and action of the PLD officer's screen (`_app.compliance.tsx`, issue 50): open
// alerts (with the decision waiting for a checker), open matches and the watch lists' versions;
// any staff member may report a worrying operation here, the officer produces the periodic report
// and records a high-risk client's enhanced due diligence; the AML thresholds in force, their
// history and the officer's request to change them (ADR 317, at the end of this module).

/** What the periodic report's form answers: the file, its period, its operations and SHA-256. */
export interface ProducedReport {
  intent: 'report';
  report: { fileName: string; from: string; to: string; alerts: number; sha256: string; content: string };
}

/**
 * The open alerts, the open matches and the list versions; which controls the role may use. A
 * role that may only report a worrying operation (`compliance.raise`) sees just that form.
 */
export async function complianceLoader(request: Request) {
  const admin = await requireAdmin(request);
  const canRaise = admin.can('compliance.raise');
  if (!admin.can('compliance.read')) {
    if (!canRaise) requirePermission(admin, 'compliance.read');
    return data(
      {
        alerts: [],
        matches: [],
        lists: [],
        thresholds: null,
        me: admin.user.id,
        canRead: false,
        canRaise,
        canWork: false,
        canDecide: false,
      },
      { headers: admin.headers },
    );
  }
  const page = { page: 1, perPage: 50 };
  const [alerts, matches, lists, thresholds] = await Promise.all([
    readable(admin.api.backOffice.amlAlerts({ query: { ...page, status: 'open' } })),
    readable(admin.api.backOffice.amlMatches({ query: { ...page, status: 'open' } })),
    readable(admin.api.backOffice.watchlists({})),
    readable(admin.api.backOffice.amlSettings({})),
  ]);
  if (!alerts.success) throw failureResponse(alerts);
  if (!matches.success) throw failureResponse(matches);
  if (!lists.success) throw failureResponse(lists);
  if (!thresholds.success) throw failureResponse(thresholds);
  return data(
    {
      alerts: alerts.data,
      matches: matches.data,
      lists: lists.data,
      thresholds: thresholds.data,
      me: admin.user.id,
      canRead: true,
      canRaise,
      canWork: admin.can('compliance.work'),
      canDecide: admin.can('compliance.decide'),
    },
    { headers: admin.headers },
  );
}

const idOf = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** A calendar date as typed in a date field (`2026-10-31`), or null. */
function dateOf(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

/** The screen's forms: ask for a decision, review one, work a match, load or confirm a list. */
export async function complianceAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const intent = value('intent');
  const id = idOf(value('id'));
  const back = '/compliance';
  const reasonMissing: Record<string, MessageKey> = { reason: 'errors:code.required' };
  if (intent === 'decide' && id) {
    const decision = oneOf(['report', 'dismiss'] as const, value('decision'));
    if (!value('reason') || !decision) return invalid(intent, reasonMissing, form);
    const result = await admin.api.backOffice.decideAmlAlert({
      params: { id },
      body: { decision, reason: value('reason') },
    });
    if (result.success) return redirectWithNotice(admin, back, 'backoffice:compliance.alerts.asked');
    return refused(request, admin, intent, result, { form });
  }
  if (intent === 'review' && id) {
    const version = idOf(value('version'));
    if (!version) return invalid(intent, {});
    const result = await admin.api.backOffice.reviewAmlDecision({
      params: { id },
      body: { approve: value('approve') === 'true', version },
    });
    if (result.success) return redirectWithNotice(admin, back, 'backoffice:compliance.alerts.reviewed');
    return refused(request, admin, intent, result, { form });
  }
  if (intent === 'match' && id) {
    const outcome = oneOf(['cleared', 'confirmed'] as const, value('outcome'));
    if (!value('reason') || !outcome) return invalid(intent, reasonMissing, form);
    const result = await admin.api.backOffice.clearAmlMatch({
      params: { id },
      body: { outcome, reason: value('reason') },
    });
    if (result.success) {
      // Clearing a blocked-persons list match waits for a second officer (maker-checker).
      const notice = result.data.approvalId
        ? 'backoffice:compliance.matches.asked'
        : 'backoffice:compliance.matches.done';
      return redirectWithNotice(admin, back, notice);
    }
    return refused(request, admin, intent, result, { form });
  }
  if (intent === 'load' || intent === 'upload') {
    const list = oneOf(WATCHLIST_KINDS, value('list'));
    if (!list) return invalid(intent, { list: 'errors:code.required' });
    const file = form.get('file');
    if (intent === 'upload' && !(file instanceof File && file.size > 0)) {
      return invalid(intent, { file: 'errors:code.required' });
    }
    const body =
      file instanceof File && intent === 'upload'
        ? { list, text: await file.text(), source: file.name }
        : { list };
    const result = await admin.api.backOffice.importWatchlist({ body });
    if (result.success) {
      const waits = result.data.status === 'awaiting_confirmation';
      return redirectWithNotice(
        admin,
        back,
        waits ? 'backoffice:compliance.lists.waits' : 'backoffice:compliance.lists.loaded',
      );
    }
    // The configured source has no file of this list (the sandbox has none): say so, not "not found".
    if (intent === 'load' && result.code === 'not_found') {
      return data<ActionFailure>({ intent, key: 'backoffice:compliance.lists.noSource' }, { status: 404 });
    }
    return refused(request, admin, intent, result, { form });
  }
  if (intent === 'raise') {
    const clientId = idOf(value('clientId'));
    const description = value('description');
    const fields: Record<string, MessageKey> = {};
    if (!value('clientId')) fields.clientId = 'errors:code.required';
    else if (!clientId) fields.clientId = 'backoffice:compliance.raise.clientInvalid';
    if (!description) fields.description = 'errors:code.required';
    else if (description.length > 4000) fields.description = 'backoffice:compliance.raise.tooLong';
    if (!clientId || Object.keys(fields).length > 0) return invalid(intent, fields, form);
    const result = await admin.api.backOffice.raiseAmlAlert({ body: { clientId, description } });
    if (result.success) {
      return redirectWithNotice(admin, back, 'backoffice:compliance.raise.done', { id: result.data.id });
    }
    if (result.code === 'not_found') {
      return invalid(intent, { clientId: 'backoffice:compliance.raise.clientUnknown' }, form);
    }
    return refused(request, admin, intent, result, { form });
  }
  if (intent === 'report') {
    const from = dateOf(value('from'));
    const to = dateOf(value('to'));
    const fields: Record<string, MessageKey> = {};
    if (!from) fields.from = value('from') ? 'errors:code.invalid_value' : 'errors:code.required';
    if (!to) fields.to = value('to') ? 'errors:code.invalid_value' : 'errors:code.required';
    else if (from && to < from) fields.to = 'backoffice:compliance.report.toBeforeFrom';
    if (!from || !to || Object.keys(fields).length > 0) return invalid(intent, fields, form);
    const result = await admin.api.backOffice.produceAmlReport({ body: { kind: 'periodic', from, to } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    const { fileName, alerts, sha256, content } = result.data;
    return data<ProducedReport>(
      { intent: 'report', report: { fileName, from, to, alerts, sha256, content } },
      { headers: admin.headers },
    );
  }
  if (intent === 'diligence' && id) {
    if (!value('reason')) return invalid(intent, reasonMissing, form);
    const result = await admin.api.backOffice.completeDueDiligence({
      params: { id },
      body: { reason: value('reason') },
    });
    if (result.success) return redirectWithNotice(admin, back, 'backoffice:compliance.diligence.done');
    return refused(request, admin, intent, result, { form });
  }
  if (intent === 'confirm' && id) {
    const result = await admin.api.backOffice.confirmWatchlist({ params: { id } });
    if (result.success) {
      const inForce = result.data.status === 'active';
      const notice = inForce
        ? 'backoffice:compliance.lists.confirmed'
        : 'backoffice:compliance.lists.accepted';
      return redirectWithNotice(admin, back, notice);
    }
    return refused(request, admin, intent, result, { form });
  }
  if (intent === 'thresholds') return thresholdsAction(request, admin, form);
  return invalid(intent, {});
}

// The compliance screen's "Umbrales de PLD" form (ADR 317): what the officer typed read into a
// change request — whole numbers, the high amount in pesos with centavos sent as centavos, one
// municipality per line — each wrong field refused beside it before anything is sent; the API's
// refusals (a score out of order, a stale version) in words.

const WORDS = 'backoffice:compliance.settings';

/** A whole number as typed (`7500` or `7,500`), or null. */
function whole(text: string): number | null {
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(text)) return null;
  const value = Number(text.replaceAll(',', ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** The words of an API field's refusal: each field's bounds. */
function fieldWords(apiField: string): MessageKey | undefined {
  const field = apiField.replace(/^settings\.?/, '');
  if (field === '') return `${WORDS}.form.unchanged`;
  if (field.startsWith('highRiskMunicipalities')) return `${WORDS}.errors.highRiskMunicipalities`;
  if (field.endsWith('days') || field === 'cashPayoffDays') return `${WORDS}.errors.days`;
  if (field.endsWith('count') || field.endsWith('sources')) return `${WORDS}.errors.count`;
  if (field.endsWith('bandPercent')) return `${WORDS}.errors.bandPercent`;
  if (field === 'matchThreshold' || field === 'reviewThreshold' || field === 'relevantUsd') {
    return `${WORDS}.errors.${field}`;
  }
  if (field === 'highAmountCentavos') return `${WORDS}.errors.highAmountCentavos`;
  return undefined;
}

/** The form's field of an API field (`settings.highAmountCentavos` → `highAmount`). */
function formField(apiField: string): string | undefined {
  if (apiField === 'settings') return 'changes';
  const field = apiField.replace(/^settings\./, '');
  if (field === 'highAmountCentavos') return 'highAmount';
  if (field.startsWith('highRiskMunicipalities')) return 'municipalities';
  return field;
}

/**
 * `intent=thresholds`: asks for the thresholds typed at the version read (every field sent: the
 * API keeps only those that differ), and says another officer must approve it.
 */
async function thresholdsAction(request: Request, admin: SignedInAdmin, form: FormData) {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const intent = 'thresholds';
  const fields: Record<string, MessageKey> = {};
  const numbers: Record<string, number> = {};
  for (const name of THRESHOLD_NUMBERS) {
    const read = whole(value(name));
    if (read === null) fields[name] = value(name) ? `${WORDS}.form.whole` : 'errors:code.required';
    else numbers[name] = read;
  }
  const amount = typedCentavos(value('highAmount'), `${WORDS}.form.amountInvalid`);
  if ('error' in amount) fields.highAmount = amount.error;
  const reason = readReason(form);
  if (!reason) fields.reason = `${WORDS}.form.reasonShort`;
  const version = whole(value('version'));
  if (version === null || Object.keys(fields).length > 0 || !reason || 'error' in amount) {
    return invalid(intent, fields, form);
  }
  const n = (name: (typeof THRESHOLD_NUMBERS)[number]) => numbers[name] ?? 0;
  const settings: AmlSettingsChangeRequest['settings'] = {
    matchThreshold: n('matchThreshold'),
    reviewThreshold: n('reviewThreshold'),
    relevantUsd: n('relevantUsd'),
    structuring: {
      days: n('structuring.days'),
      count: n('structuring.count'),
      bandPercent: n('structuring.bandPercent'),
    },
    manySources: { days: n('manySources.days'), sources: n('manySources.sources') },
    cashPayoffDays: n('cashPayoffDays'),
    highAmountCentavos: amount.centavos,
    highRiskMunicipalities: value('municipalities')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0),
  };
  const result = await admin.api.backOffice.requestAmlSettings({ body: { version, settings, reason } });
  if (result.success) return redirectWithNotice(admin, '/compliance', `${WORDS}.form.asked`);
  return refused(request, admin, intent, result, { form, fieldOf: formField, fieldWords });
}
