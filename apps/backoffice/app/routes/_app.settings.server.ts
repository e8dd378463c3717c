import { banks } from '@lender/clabe';
import type { ApprovalRequest, BackOfficeSettings } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { data } from '@remix-run/node';
import {
  collectionRulesFromForm,
  ratesFromForm,
  ruleFieldWords,
  ruleFormField,
  sameJson,
} from '../rules-form';
import { invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';
import {
  amountsFromForm,
  type EffectiveAmounts,
  type EffectivePricing,
  payCyclesFromForm,
  pricingFromForm,
} from '../settings-form';

// The loader and action of the settings screen (`routes/_app.settings.tsx`).

/** The SPEI participants an admin may enable, by code and name (the CLABE catalogue). */
const BANK_CHOICES = banks.filter((bank) => !bank.legacy).map(({ code, name }) => ({ code, name }));

/** The settings in force, the requests waiting for a second admin, and whether the admin may ask for a change. */
export async function settingsLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'settings.read');
  const [result, pending] = await Promise.all([
    readable(admin.api.backOffice.settings()),
    admin.can('approvals.read')
      ? admin.api.backOffice.approvals({ query: { status: 'pending', page: 1, perPage: 50 } })
      : null,
  ]);
  if (!result.success) throw failureResponse(result);
  const waiting = (pending?.success ? pending.data : []).filter((request) =>
    request.kind.startsWith('settings.'),
  );
  return data(
    {
      settings: result.data,
      banks: BANK_CHOICES,
      pending: waiting.map((request: ApprovalRequest) => ({ id: request.id, kind: request.kind })),
      canEdit: admin.can('settings.edit'),
    },
    { headers: admin.headers },
  );
}

/** The form's field of an API field of the amount limits. */
const AMOUNT_FIELDS: Record<string, string> = {
  'amounts.minMainLoan': 'minMainLoan',
  'amounts.amountTo': 'amountTo',
  'amounts.first.maxAmount': 'firstMax',
};

/** Asks for a change of the amounts, pay cycles, banks or pricing (maker-checker), by the form's `intent`. */
export async function settingsAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const version = Number(form.get('version'));
  const { backOffice } = admin.api;
  const reason = readReason(form);
  const reasonError: Record<string, MessageKey> = reason
    ? {}
    : { reason: 'backoffice:client.reasonRequired' };
  const current = await backOffice.settings();
  if (!current.success) return refused(request, admin, intent, current, { form });
  if (intent === 'amounts') {
    const parsed = amountsFromForm(
      form,
      current.data.product.effective.amounts as unknown as EffectiveAmounts,
    );
    if ('fields' in parsed || !reason)
      return invalid(intent, { ...reasonError, ...('fields' in parsed ? parsed.fields : {}) }, form);
    if (Object.keys(parsed.amounts).length === 0)
      return invalid(intent, { amounts: 'backoffice:settings.unchanged' }, form);
    const result = await backOffice.requestAmountLimits({
      body: { version, amounts: parsed.amounts, reason },
    });
    if (!result.success) {
      return refused(request, admin, intent, result, {
        form,
        fieldOf: (field) => AMOUNT_FIELDS[field],
        fieldWords: (field, code) =>
          code === 'invalid_value' && field === 'amounts.minMainLoan'
            ? 'backoffice:settings.minAboveMax'
            : code === 'invalid_value' && field === 'amounts.first.maxAmount'
              ? 'backoffice:settings.firstAboveMax'
              : undefined,
      });
    }
    return redirectWithNotice(admin, '/settings', 'backoffice:settings.requestedAs', {
      id: result.data.id,
      kind: `backoffice:approvals.kinds.${result.data.kind}`,
    });
  }
  if (intent === 'banks') {
    const enabled = form.getAll('enabled').map(String);
    const fields: Record<string, MessageKey> = { ...reasonError };
    if (enabled.length === 0) fields.enabled = 'backoffice:settings.banksInvalid';
    if (Object.keys(fields).length > 0 || !reason) return invalid(intent, fields, form);
    const result = await backOffice.requestBanks({ body: { version, enabled, reason } });
    if (!result.success) return refused(request, admin, intent, result, { form, fieldOf: () => 'enabled' });
    return redirectWithNotice(admin, '/settings', 'backoffice:settings.requestedAs', {
      id: result.data.id,
      kind: `backoffice:approvals.kinds.${result.data.kind}`,
    });
  }
  if (intent === 'payCycles') {
    const payCycles = payCyclesFromForm(form);
    if (!payCycles || !reason)
      return invalid(
        intent,
        {
          ...reasonError,
          ...(!payCycles && { payCycles: 'backoffice:settings.payCyclesInvalid' as MessageKey }),
        } as Record<string, MessageKey>,
        form,
      );
    const result = await backOffice.setPayCycles({ body: { version, payCycles, reason } });
    if (!result.success) return refused(request, admin, intent, result, { form, fieldOf: () => 'payCycles' });
    return redirectWithNotice(admin, '/settings', 'backoffice:settings.payCyclesSaved', {
      version: result.data.product.version,
    });
  }
  if (intent === 'pricing') {
    const parsed = pricingFromForm(form, current.data.product.effective as unknown as EffectivePricing);
    if ('fields' in parsed || !reason)
      return invalid(intent, { ...reasonError, ...('fields' in parsed ? parsed.fields : {}) }, form);
    if (Object.keys(parsed.pricing).length === 0)
      return invalid(intent, { pricing: 'backoffice:settings.pricingUnchanged' }, form);
    const result = await backOffice.requestPricing({ body: { pricing: parsed.pricing, reason } });
    if (!result.success) return refused(request, admin, intent, result, { form, fieldOf: () => 'pricing' });
    return redirectWithNotice(admin, '/settings', 'backoffice:settings.requestedAs', {
      id: result.data.id,
      kind: `backoffice:approvals.kinds.${result.data.kind}`,
    });
  }
  if (intent === 'provisioning' || intent === 'collections')
    return rulesAction(request, admin, { intent, form, version, reason, current: current.data });
  return invalid(intent, {});
}

/** ADR 170: new provisioning rates or collection rules, asked for at the version read. */
async function rulesAction(
  request: Request,
  admin: Awaited<ReturnType<typeof requireAdmin>>,
  input: {
    intent: 'provisioning' | 'collections';
    form: FormData;
    version: number;
    reason: string | undefined;
    current: BackOfficeSettings;
  },
) {
  const { intent, form, version, reason, current } = input;
  const parsed = intent === 'provisioning' ? ratesFromForm(form) : collectionRulesFromForm(form);
  if ('fields' in parsed || !reason)
    return invalid(
      intent,
      {
        ...(reason ? {} : { reason: 'backoffice:client.reasonRequired' as MessageKey }),
        ...('fields' in parsed ? parsed.fields : {}),
      },
      form,
    );
  const unchanged =
    'rates' in parsed
      ? sameJson(parsed.rates, current.provisioning.rates)
      : sameJson(parsed.rules, current.collections.rules);
  if (unchanged)
    return invalid(
      intent,
      { [intent === 'provisioning' ? 'rates' : 'rules']: 'backoffice:settings.rules.unchanged' },
      form,
    );
  const { backOffice } = admin.api;
  const result =
    'rates' in parsed
      ? await backOffice.requestProvisioning({ body: { version, rates: parsed.rates, reason } })
      : await backOffice.requestCollectionRules({ body: { version, rules: parsed.rules, reason } });
  if (!result.success)
    return refused(request, admin, intent, result, {
      form,
      fieldOf: ruleFormField,
      fieldWords: ruleFieldWords,
    });
  return redirectWithNotice(admin, '/settings', 'backoffice:settings.requestedAs', {
    id: result.data.id,
    kind: `backoffice:approvals.kinds.${result.data.kind}`,
  });
}
