import type { Translation } from '../../types';
import type { creditMonitoring as es } from '../es-MX/backoffice-credit-monitoring';

/** Champion and challenger, and credit monitoring (issue 67 points 3 and 5). */
export const creditMonitoring = {
  challengersLink: 'Compare the version in force with a challenger',
  monitoringLink: 'Credit monitoring',
  back: 'Credit policy',
  challengers: {
    title: 'Version in force and challenger',
    intro:
      'A challenger version runs beside the version in force: in shadow (only what it would have decided is logged) or deciding for a fixed share of clients. Here their approvals are compared and, as loans mature, their default by start month.',
    listTitle: 'Challengers',
    none: 'No challenger version has run yet.',
    columns: {
      challenger: 'Challenger',
      mode: 'Mode',
      status: 'Status',
      startedAt: 'From',
      endedAt: 'To',
      end: 'End it',
    },
    modes: {
      shadow: 'In shadow: decides nothing',
      split: 'Decides for {{percent}} of clients',
    },
    statuses: { running: 'Running', ended: 'Ended' },
    stillRunning: 'Still running',
    form: {
      startTitle: 'Start a challenger',
      startHint:
        'Another admin must approve the request. The challenger is a draft of the policy; the version in force cannot be one.',
      version: 'Draft version',
      noDraft: 'There is no draft: create one in the credit policy to try it.',
      mode: 'Mode',
      modes: {
        shadow: 'In shadow: only logs what it would have decided',
        split: 'Decides for a share of new applications',
      },
      share: 'Share of clients (%)',
      shareHint: 'Only when it decides for a share: a whole number from 1 to 50.',
      reason: 'Reason',
      start: 'Ask to start',
      noVersion: 'Choose the draft version to run as challenger.',
      noMode: 'Choose whether it runs in shadow or decides for a share.',
      shareRange: 'Type a whole percent from 1 to 50.',
      reasonLength: 'Type a reason of 3 to 500 characters.',
      runningNote: 'A challenger is already running: end it to start another.',
      waitingStart: 'Waiting for approval: start version {{version}} as challenger (request {{id}}).',
      startAsked:
        'Request {{id}} sent: version {{version}} starts as challenger when another admin approves it.',
      endReason: 'Reason to end it',
      end: 'Ask to end it',
      waitingEnd: 'Waiting for approval to end it (request {{id}}).',
      endAsked: 'Request {{id}} sent: the challenger ends when another admin approves it.',
    },
    compared: 'Version {{champion}} in force against challenger version {{challenger}}',
    arms: { champion: 'In force (version {{version}})', challenger: 'Challenger (version {{version}})' },
    measure: 'Measure',
    rows: {
      decides: 'Its outcomes reach clients',
      decisions: 'Applications decided',
      approved: 'Approved',
      approvalRate: 'Approval rate',
    },
    yes: 'Yes',
    no: 'No',
    noRate: 'No applications',
    differ: 'Applications the two versions decide differently: {{count}}',
    shadowNote:
      'In shadow the challenger decides nothing: it is judged on what it would have decided on each application and has no loans of its own.',
    vintagesTitle: 'Default by start month: {{arm}}',
    vintageColumns: {
      month: 'Start month',
      loans: 'Loans',
      matured: 'Outcome known',
      defaulted: 'In default',
      defaultRate: 'Default rate',
    },
    noVintages: 'No loans yet.',
    notMatured: 'None matured yet',
    maturityNote:
      'A loan’s outcome is known when it was paid, written off or sold, or 60 days after its due date. It is in default if written off or sold, or still unpaid 60 days after.',
  },
  monitoring: {
    title: 'Credit monitoring',
    intro:
      'Every day the population decided in the month is compared with the reference month of the version in force, approval by group is checked against the four-fifths rule, and how often reviewers change what the engine decided is measured.',
    month: 'Month',
    reference: 'Reference month (optional)',
    referenceHint: 'Left empty, the month before the version in force was published.',
    show: 'Show',
    summary:
      'Month {{month}} against reference month {{reference}}, with version {{version}} in force: {{decided}} applications decided in the month and {{referenceDecided}} in the reference month.',
    alertsTitle: 'Alerts of the month',
    noAlerts: 'The daily monitoring raised no alerts this month.',
    alerts: {
      psi: '{{characteristic}}: the population changed a lot against the reference month.',
      four_fifths:
        '{{dimension}} {{segment}}: approved less than four fifths as often as the most approved group.',
    },
    alertRaised: 'Raised on {{when}}',
    psiTitle: 'Population stability',
    psiLegend:
      'The stability index compares how applications spread over groups this month and in the reference month. Under 0.10: stable. From 0.10 to 0.25: watch. Over 0.25: act, the population changed a lot.',
    psiColumns: { characteristic: 'Characteristic', psi: 'Index', reading: 'Reading' },
    characteristics: {
      offer_band: 'Amount offered (in place of the score)',
      income_band: 'Monthly income',
      age_band: 'Age',
      pay_cycle: 'Pay cycle',
      sequence: 'First loan or repeat',
    },
    bands: {
      no_data: 'No data: a month has no applications',
      stable: 'Stable',
      watch: 'Watch',
      act: 'Act',
    },
    noIndex: 'No index',
    bucketsTitle: 'Spread of {{characteristic}}',
    bucketColumns: { bucket: 'Group', reference: 'Reference month', month: 'Month' },
    buckets: {
      none: 'No offer',
      unknown: 'Unknown',
      other: 'Other',
      first: 'First loan',
      repeated: 'Repeat',
      below: 'Under {{value}}',
      between: 'From {{from}} to {{to}}',
      andMore: '{{value}} or more',
      ageBetween: '{{from}} to {{to}} years',
      ageAndMore: '{{value}} years or more',
    },
    segmentsTitle: 'Approval by group',
    segmentsLegend:
      'Four-fifths rule: a group approved less than 80% as often as the most approved group is flagged. Groups with fewer than 30 applications are shown but neither flagged nor compared against.',
    dimensions: { age_band: 'Age', sex: 'Sex', state: 'State' },
    sexes: { female: 'Woman', male: 'Man', other: 'Non-binary', unknown: 'Unknown' },
    segmentColumns: {
      segment: 'Group',
      decisions: 'Applications',
      approved: 'Approved',
      approvalRate: 'Approval rate',
      ratio: 'Against the most approved group',
      fourFifths: 'Four fifths',
    },
    noSegments: 'No applications decided in the month.',
    fourFifths: {
      breached: 'Under four fifths',
      fine: 'Within the rule',
      few: 'Too few applications to compare',
    },
    manualTitle: 'Manual review against the engine',
    manualSummary:
      '{{reviewed}} cases reviewed by a person in the month; in {{withEngine}} the engine had reached an outcome and the person decided the opposite in {{overrides}}.',
    overrideRate: 'Override rate of the engine’s outcome: {{rate}}',
    noOverrideRate: 'No override rate: no reviewed case carried an engine outcome.',
    manualLegend:
      'An override is rejecting what the engine approved or approving what it rejected. Approving for less what the engine approved is not an override. Cases sent to review without an engine outcome (a missing ID or income) do not count towards the rate.',
    engineColumn: 'What the engine concluded',
    engine: {
      approve: 'Approve',
      reject: 'Reject',
      none: 'No outcome (data missing)',
    },
    reviewer: {
      approve: 'The person approved',
      approve_decrease: 'Approved for less',
      reject: 'Rejected',
    },
    notBegun: 'That month has not begun yet.',
  },
} satisfies Translation<typeof es>;
