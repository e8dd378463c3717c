import type { AmlSettingsView } from '@lender/contracts';

// The compliance screen's AML thresholds as the API answers them (`GET compliance/settings`): in
// force after one approved change, with its history; tests change what they need.

const DEFAULTS: AmlSettingsView['settings'] = {
  matchThreshold: 90,
  reviewThreshold: 75,
  relevantUsd: 7_500,
  structuring: { days: 7, count: 3, bandPercent: 15 },
  manySources: { days: 30, sources: 3 },
  cashPayoffDays: 7,
  highAmountCentavos: 50_000_00,
  highRiskMunicipalities: [],
};

export const AML_THRESHOLDS_VIEW: AmlSettingsView = {
  settings: { ...DEFAULTS, matchThreshold: 92, highAmountCentavos: 40_000_50 },
  defaults: DEFAULTS,
  version: 1,
  updatedAt: '2026-11-20T18:00:00.000Z',
  pending: null,
  history: [
    {
      approvalId: 31,
      requestedBy: { id: 4, name: 'Olga Oficial' },
      approvedBy: { id: 5, name: 'Samuel Segundo' },
      requestedAt: '2026-11-19T16:00:00.000Z',
      effectiveAt: '2026-11-20T18:00:00.000Z',
      changes: [
        { field: 'matchThreshold', before: 90, after: 92 },
        { field: 'highAmountCentavos', before: 50_000_00, after: 40_000_50 },
      ],
      reason: 'Manual de PLD 2027',
    },
  ],
};
