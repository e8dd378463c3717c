import type { Translation } from '../../types';
import type { catalog as es } from '../es-MX/catalog';

/** Catalogue labels in English, for the back-office. */
export const catalog = {
  decisionReasons: {
    heading: 'What weighed in the decision',
    whatYouCanDo: 'What you can do',
    income_below_amount: {
      weighed: 'Your income today is not enough to repay a loan like this one without strain.',
      action:
        'If your income rises or changes, update it in your profile and apply again for a smaller amount.',
    },
    amount_above_income: {
      weighed: 'The amount you asked for is high for your income today, so we offer you a smaller one.',
      action: 'You can accept this amount or wait until your income is higher to ask for more.',
    },
    higher_amount_possible: {
      weighed: 'Your income and your on-time payments allow a higher amount than the one you asked for.',
      action: 'Accept the higher amount only if you need it; you can also keep the one you asked for.',
    },
    within_means: {
      weighed: 'The amount you asked for fits your income.',
      action: 'Check the total and the due date before you sign.',
    },
    no_income_source: {
      weighed: 'You told us you have no source of income today to repay the loan.',
      action: 'Once you have a job or an income of your own, update your employment details and apply again.',
    },
    income_to_confirm: {
      weighed: 'We still have to confirm your income.',
      action: 'Complete your employment details or upload a recent proof of income.',
    },
    age_minimum: {
      weighed: 'You have to be of legal age to take a loan.',
      action: 'You may apply from the birthday on which you come of age.',
    },
    age_maximum: {
      weighed: 'This loan is not available for your age.',
      action: 'If you have questions, write or call us: we will explain other options.',
    },
    open_loans: {
      weighed: 'You already have open loans with us.',
      action: 'Pay off one of your loans and you may apply again.',
    },
    identity_not_verified: {
      weighed: 'We could not verify your identity with the ID and the photo you sent.',
      action:
        'Have your valid INE at hand and, when you apply again, take clear photos without glare and a selfie in good light.',
    },
    documents_needed: {
      weighed: 'We are missing your official ID.',
      action: 'Upload a clear photo of both sides of your INE from your profile.',
    },
    account_restricted: {
      weighed: 'For now we cannot offer you loans with this account.',
      action: 'If you think this is a mistake, write or call us and we will look into it with you.',
    },
    could_not_confirm: {
      weighed: 'We could not confirm part of the information in your application automatically.',
      action:
        'Check that your details are complete and up to date; if something changed, update it in your profile.',
    },
    without_optional_data: {
      weighed:
        'We assessed your application without the optional data you chose not to share; not sharing it does not count against you.',
      action: 'You do not have to do anything about this.',
    },
    person_reviewed: {
      weighed: 'A person on our team reviewed your application and your documents.',
      action: 'If you have questions about the review, write or call us.',
    },
    person_review_requested: {
      weighed: 'As you asked, a person on our team decides your application.',
      action: 'You do not have to do anything; we will tell you when the review is done.',
    },
    evaluation_unfinished: {
      weighed: 'We could not finish assessing your application because of a problem on our side.',
      action: 'You may try again; if it happens again, write or call us.',
    },
    test_decision: {
      weighed: 'This decision was made in test mode.',
      action: 'You do not have to do anything.',
    },
    reapply: {
      from_date: 'You may apply again from {{date, date}}.',
      now: 'You may apply again now.',
      after_paying: 'You may apply again as soon as you pay off one of your loans.',
      not_offered: 'For now we cannot give you a date to apply again.',
    },
    notice: 'What weighed: {{weighed}}',
  },
  employmentStatus: {
    employed: 'Employed (on payroll)',
    informal_employed: 'Employed (off payroll)',
    self_employed: 'Self-employed',
    business_owner: 'Business owner',
    retired: 'Retired or pensioner',
    student: 'Student',
    homemaker: 'Homemaker',
    unemployed: 'Unemployed',
  },
  employmentPosition: {
    employed: {
      operator: 'Operator or factory worker',
      administrative: 'Administrative assistant',
      sales: 'Sales representative',
      customer_service: 'Customer service or cashier',
      technician: 'Technician',
      driver: 'Driver or courier',
      security: 'Security guard',
      health: 'Health worker',
      teacher: 'Teacher',
      public_servant: 'Public servant',
      professional: 'Professional',
      supervisor: 'Supervisor or team lead',
      manager: 'Manager',
      director: 'Director',
      other: 'Other',
    },
    informal_employed: {
      domestic_worker: 'Domestic worker',
      day_laborer: 'Day laborer',
      construction: 'Construction worker',
      sales: 'Salesperson',
      other: 'Other',
    },
    self_employed: {
      merchant: 'Merchant',
      trade: 'Tradesperson (plumber, electrician, carpenter…)',
      app_driver: 'Ride-hailing or taxi driver',
      independent_professional: 'Independent professional',
      freelancer: 'Freelancer',
      farmer: 'Farmer or rancher',
      other: 'Other',
    },
    business_owner: {
      retail: 'Retail',
      food: 'Food and drink',
      services: 'Services',
      manufacturing: 'Manufacturing',
      transport: 'Transport',
      other: 'Other',
    },
    retired: {
      imss: 'IMSS pensioner',
      issste: 'ISSSTE pensioner',
      private_pension: 'Private or company pension',
      other: 'Other',
    },
    student: {
      part_time: 'Works part-time',
      intern: 'Intern',
      scholarship: 'On a scholarship',
    },
  },
  maritalStatus: {
    single: 'Single',
    married: 'Married',
    common_law: 'Common-law union',
    divorced: 'Divorced',
    separated: 'Separated',
    widowed: 'Widowed',
  },
  educationLevel: {
    none: 'No schooling',
    primary: 'Primary school',
    secondary: 'Secondary school',
    high_school: 'High school',
    technical: 'Technical degree',
    bachelor: "Bachelor's degree",
    postgraduate: 'Postgraduate',
  },
  housingType: {
    owned: 'Owned',
    mortgaged: 'Owned, with a mortgage (or Infonavit)',
    rented: 'Rented',
    family: "Family's home",
    other: 'Other',
  },
  relationship: {
    father: 'Father',
    mother: 'Mother',
    sibling: 'Sibling',
    spouse: 'Spouse or partner',
    child: 'Child',
    grandparent: 'Grandparent',
    uncle_aunt: 'Uncle or aunt',
    cousin: 'Cousin',
    other_relative: 'Other relative',
    friend: 'Friend',
    colleague: 'Colleague',
  },
  payCycle: {
    weekly: 'Weekly',
    biweekly: 'Every two weeks',
    semi_monthly: 'Twice a month',
    monthly: 'Monthly',
  },
  gender: { female: 'Female', male: 'Male' },
  loanPurpose: {
    household: 'Household expenses',
    medical: 'Medical expenses',
    debt: 'Pay another debt',
    education: 'School or tuition',
    vehicle: 'Vehicle repair',
    business: 'Business',
    emergency: 'Emergency',
    other: 'Other',
  },
  bankAccountKind: {
    payroll: 'Payroll account',
    savings: 'Savings',
    credit_card: 'Credit card',
  },
  personalData: {
    category: {
      profile: 'Profile: name, birth date, contact, CURP, bank account, address and employment',
      identity_documents: 'Identification: ID photos, selfie and identity verification',
      reference_contacts: 'Personal references',
      applications: 'Applications and their decisions',
      loans: 'Loans and their movements',
      payments: 'Payments and refunds',
      tax_documents: 'Electronic invoices (CFDI)',
      contracts: 'Signed contracts and their evidence',
      consents: 'Consents and authorisations',
      notices: 'Notices and messages sent',
      collections: 'Collection contacts and promises',
      complaints: 'Complaints and clarifications',
      privacy_requests: 'Requests about the personal data (ARCO rights)',
      aml: 'Anti-money-laundering records',
      audit: 'Audit log of the data',
      cards: 'Saved cards',
      bank_link: 'Bank link',
      device_signals: 'Location and device data',
      behaviour: 'Browsing data used to assess applications',
      referrals: 'Invitations to friends',
      marketing: 'Marketing preferences',
      account_activity: 'Sessions and verification codes',
    },
    reason: {
      open_loan: 'A loan is open: its contract needs this data until it is paid off.',
      open_application: 'An application is open.',
      refund_pending: 'We hold money to pay back to you: we need your data and CLABE until it is paid.',
      contract_retention: 'Contracts are kept 10 years after the loan ends.',
      aml_retention: 'Anti-money-laundering records are kept 10 years after the last operation.',
      tax_retention:
        'Invoices (CFDI) and the records of the payments are kept 5 years after the annual tax return of their year.',
      kept_with_the_rest: 'Anonymised together with the rest of the data.',
    },
    period: {
      contract: 'Contract period: until {{until}}, 10 years after the last loan closed ({{since}}).',
      aml: 'Anti-money-laundering period: until {{until}}, 10 years after the last operation ({{since}}).',
      tax: 'Tax period: until {{until}}, 5 years after the annual return of the year of the last payment or invoice ({{since}}).',
    },
    source: {
      contract:
        'Commercial Code (Código de Comercio), article 38, and NOM-151-SCFI-2016 (keeping data messages)',
      aml: 'General Law of Auxiliary Credit Organisations and Activities (LGOAAC), article 95 Bis, and its rules for SOFOM E.N.R.',
      tax: 'Federal Tax Code (Código Fiscal de la Federación), article 30',
    },
    basedOn: 'Legal basis: {{source}}.',
    deletedNow: 'Deleted as soon as the data is blocked',
    keptBlocked: 'Kept blocked, for the legal duties only',
    keptUntil: 'Kept blocked until {{date}}.',
    anonymisedAfter:
      'When the last of these periods ends, on {{date}}, everything kept is anonymised together.',
  },
} as const satisfies Translation<typeof es>;
