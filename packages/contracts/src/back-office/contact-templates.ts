import * as z from 'zod';
import { IsoDateTimeSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { ApprovalRequestSchema } from './approvals.js';
import { ReasonSchema } from './operations.js';

// Issue 66: an outbound collection SMS, e-mail or WhatsApp sends only a template approved
// under maker-checker and checked by the rule list first (no threats, no bluffs about legal
// action, no family, employer or references, only the known placeholders).

/** The channels a template is written for (a call has no template). */
export const TEMPLATE_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export const TemplateChannelSchema = z.enum(TEMPLATE_CHANNELS).meta({ id: 'TemplateChannel' });

/** The placeholders a template may hold; any other `{…}` would be free text (`template_rule_broken`). */
export const TEMPLATE_PLACEHOLDERS = ['firstName', 'amount', 'dueDate', 'contractNumber', 'link'] as const;

/** `POST collections/templates`: a new template, filed for another user's approval. */
export const ContactTemplateRequestSchema = z
  .object({
    name: z.string().trim().min(3).max(80),
    channel: TemplateChannelSchema,
    body: z.string().trim().min(10).max(1000),
    reason: ReasonSchema,
  })
  .meta({ id: 'ContactTemplateRequest' });
export type ContactTemplateRequest = z.infer<typeof ContactTemplateRequestSchema>;

/** A template with where its approval stands. */
export const ContactTemplateSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    channel: TemplateChannelSchema,
    body: z.string(),
    approved: z.boolean(),
    approvedAt: IsoDateTimeSchema.nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ContactTemplate' });
export type ContactTemplate = z.infer<typeof ContactTemplateSchema>;
export const ContactTemplateListSchema = z.array(ContactTemplateSchema).meta({ id: 'ContactTemplateList' });

const TEMPLATES = '/web/private/back-office/collections/templates';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/** The library of collection templates and the request to add one. */
export const backOfficeContactTemplateEndpoints = defineEndpoints('backOffice', {
  contactTemplates: {
    ...common,
    permission: 'collections.read',
    method: 'get',
    path: TEMPLATES,
    summary: 'The collection templates, approved or waiting for their approval',
    request: {},
    response: ContactTemplateListSchema,
  },
  requestContactTemplate: {
    ...common,
    permission: 'collections.work',
    method: 'post',
    path: TEMPLATES,
    summary:
      'File a collection template for approval (checked first by the rule list: no threats, legal bluffs, family, employer or references, no free text)',
    request: { body: ContactTemplateRequestSchema },
    response: ApprovalRequestSchema,
    successStatus: 201,
    errors: ['template_rule_broken', 'required', 'conflict'],
  },
});
