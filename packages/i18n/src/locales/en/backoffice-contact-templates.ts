import type { Translation } from '../../types';
import type { contactTemplates as es } from '../es-MX/backoffice-contact-templates';

/**
 * Collection templates: the library, the case's picker and the refusals of a contact to an
 * unverified phone or e-mail or without a template.
 */
export const contactTemplates = {
  title: 'Collection templates',
  link: 'Message templates',
  intro:
    'A collection SMS, e-mail or WhatsApp leaves only from an approved template; nobody writes free text to a borrower. Whoever files a template cannot approve it: another user approves it in Approvals.',
  empty: 'No templates yet.',
  columns: {
    name: 'Name',
    channel: 'Channel',
    body: 'Text',
    status: 'Status',
    createdAt: 'Filed on',
  },
  status: {
    pending: 'Waiting for approval',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Withdrawn by whoever filed it',
  },
  approvedAt: 'On {{date}}',
  rejectedBecause: 'Reason: {{reason}}',
  newTitle: 'File a template',
  name: 'Name',
  channel: 'Channel',
  body: 'Text',
  bodyHint:
    'Only these fields in braces, filled by the system: {{firstName}} (the borrower’s first name), {{amount}}, {{dueDate}}, {{contractNumber}} and {{link}} (payment link). No threats, no lawyers or lawsuits, no family, work or references.',
  reason: 'What it is for (read by the approver)',
  submit: 'Send for approval',
  filed: 'Template “{{name}}” sent for approval (request {{id}}). Another user approves it in Approvals.',
  nameLength: 'Type a name of 3 to 80 characters.',
  bodyLength: 'Type the text, 10 to 1,000 characters.',
  reasonLength: 'Say what it is for, 3 to 500 characters.',
  ruleBroken:
    'Not sent: the text breaks a rule of collection messages. What breaks it: “{{match}}”. Fix it and send it again.',
  rules: {
    threat:
      'The text reads as a threat (visits to the home, jail, police, exposing the borrower, “consequences”). Remove it.',
    legal_bluff:
      'The text threatens legal action (lawsuit, seizure, trial, lawyers, crime). Not allowed in collections.',
    family: "The text mentions the borrower's family. Speak only of the borrower and the debt.",
    employer: "The text mentions the borrower's work, boss or employer. Remove it.",
    references:
      'The text mentions references, guarantors, neighbours, friends or other people. Speak only with the borrower.',
    free_text:
      'The text has braces the system does not fill. Use only {{firstName}}, {{amount}}, {{dueDate}}, {{contractNumber}} and {{link}}.',
  },
  picker: {
    label: 'Template',
    choose: 'Choose a template',
    none: 'No approved templates for this channel.',
    text: 'Text sent',
    required:
      'Choose an approved template: a collection SMS, e-mail or WhatsApp leaves only from a template.',
  },
  refused: {
    notVerified:
      'Not logged: the borrower has not verified this number or e-mail with a code; it cannot be contacted.',
    needsReverification:
      'Not logged: this number has had no activity from the borrower for 60 days or more (last on {{lastActiveOn}}) or someone else answered it: it must be verified again before calling or writing.',
    freeText:
      'Not logged: a collection SMS, e-mail or WhatsApp leaves only from an approved template. Choose one.',
    templateNotApproved:
      'Not logged: that template is no longer approved or is for another channel. Choose another from the list.',
  },
} satisfies Translation<typeof es>;
