import type { Translation } from '../../types';
import type { backoffice as es } from '../es-MX/backoffice';

/** The back-office in English (same keys as Spanish; a missing key does not compile). */
export const backoffice = {
  nav: {
    dashboard: 'Dashboard',
    clients: 'Clients',
    manualVerification: 'Manual verification',
    loans: 'Loans',
    payments: 'Payments',
    messages: 'Messages',
    audit: 'Audit',
    settings: 'Settings',
  },
  topbar: {
    search: 'Search by name, CURP, phone or number',
    signedInAs: 'Signed in as {{name}}',
    logout: 'Sign out',
  },
  login: {
    title: 'Back-office',
    email: 'E-mail',
    password: 'Password',
    totp: 'Code from your authenticator app',
    submit: 'Sign in',
  },
  language: { label: 'Language', es: 'Español', en: 'English' },
  tabs: {
    summary: 'Summary',
    applications: 'Applications',
    loans: 'Loans',
    payments: 'Payments',
    documents: 'Documents',
    messages: 'Messages',
    audit: 'Audit',
  },
  table: {
    empty: 'No results with these filters.',
    rows_one: '{{count}} result',
    rows_other: '{{count}} results',
    page: 'Page {{page}} of {{pages}}',
    previous: 'Previous',
    next: 'Next',
    filters: 'Filters',
    clear: 'Clear filters',
  },
  dashboard: {
    disbursed: 'Disbursed',
    outstanding: 'Outstanding portfolio',
    overdue: 'Overdue portfolio',
    approvalRate: 'Approval rate',
    funnel: 'Applications funnel',
  },
  sandbox: {
    identity: {
      banner: 'Sandbox: simulated identity verification',
      title: 'Sandbox verification',
      choose: 'Session {{session}}. Choose the verification result:',
      sentTitle: 'Verification sent',
      sent: 'Result: {{status}}. You can close this window and go back to the application.',
      outcome: {
        approved: 'Approve (approved)',
        declined: 'Decline (declined)',
        resubmission_requested: 'Ask to resubmit (resubmission_requested)',
      },
    },
  },
  actions: {
    approve: 'Approve',
    reject: 'Reject',
    block: 'Block',
    unblock: 'Unblock',
    save: 'Save',
    cancel: 'Cancel',
    confirm: 'Are you sure? This action is audited.',
  },
} as const satisfies Translation<typeof es>;
