import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';

const BACK_OFFICE = '/web/private/back-office';
const common = { access: 'user', origin: 'extension', tag: 'Back-office' } as const;

/** A municipality's id in the SEPOMEX catalogue: the state's INEGI code and the municipality's (`09010`). */
export const MunicipalityIdSchema = z
  .string()
  .regex(/^\d{5}$/)
  .meta({ id: 'MunicipalityId', example: '12001' });

/** A declared disaster zone: a municipality for a period, on a declaration. */
export const DisasterZoneSchema = z
  .object({
    id: z.number().int(),
    municipalityId: MunicipalityIdSchema,
    municipality: z.string(),
    state: z.string(),
    startsOn: IsoDateSchema,
    endsOn: IsoDateSchema,
    reference: z.string(),
    reason: z.string(),
    declaredBy: z.string(),
    endedAt: IsoDateTimeSchema.nullable(),
    /** Whether today is within the period. */
    inForce: z.boolean(),
    /** Deferrals borrowers took under it. */
    deferrals: z.number().int(),
  })
  .meta({ id: 'DisasterZone' });
export type DisasterZone = z.infer<typeof DisasterZoneSchema>;

export const DisasterZoneListSchema = z.array(DisasterZoneSchema).meta({ id: 'DisasterZoneList' });

/** Declare a zone: the municipality, the period (business dates) and the declaration. */
export const DeclareDisasterZoneRequestSchema = z
  .object({
    municipalityId: MunicipalityIdSchema,
    startsOn: IsoDateSchema,
    endsOn: IsoDateSchema,
    reference: z.string().trim().min(1).max(120),
    reason: z.string().trim().min(1).max(500),
  })
  .meta({ id: 'DeclareDisasterZoneRequest' });
export type DeclareDisasterZoneRequest = z.infer<typeof DeclareDisasterZoneRequestSchema>;

export const DisasterZoneIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Declared disaster zones: list, declare, end. */
export const backOfficeDisasterZoneEndpoints = defineEndpoints('backOffice', {
  disasterZones: {
    ...common,
    permission: 'relief.read',
    method: 'get',
    path: `${BACK_OFFICE}/disaster-zones`,
    summary: 'The declared disaster zones, newest first, with the deferrals taken under each',
    request: {},
    response: DisasterZoneListSchema,
  },
  declareDisasterZone: {
    ...common,
    permission: 'relief.declare',
    method: 'post',
    path: `${BACK_OFFICE}/disaster-zones`,
    summary: 'Declare a municipality of the SEPOMEX catalogue a disaster zone for a period',
    request: { body: DeclareDisasterZoneRequestSchema },
    response: DisasterZoneSchema,
    successStatus: 201,
    errors: ['validation_failed', 'invalid_value'],
  },
  endDisasterZone: {
    ...common,
    permission: 'relief.declare',
    method: 'post',
    path: `${BACK_OFFICE}/disaster-zones/:id/end`,
    summary: 'End a declared disaster zone today (deferrals taken stay)',
    request: { params: DisasterZoneIdParamsSchema },
    response: DisasterZoneSchema,
    errors: ['not_found', 'invalid_transition'],
  },
});
