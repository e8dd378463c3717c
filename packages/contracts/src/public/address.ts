/**
 * `/web/public/address/*`: the API's generic words map to Mexico's: region = state
 * (INEGI code as a number, `9` Ciudad de México), city = municipality (`9010` Álvaro Obregón),
 * district = postal-code area (`1000` for `01000`), ward = settlement / colonia (`90100001` San
 * Ángel). Lists answer `[{ id, title }]` (wards add `postalCode`) with the pagination headers; `limit`
 * is the page size and `page` (1-based) the page.
 */
import * as z from 'zod';
import { PostalCodeSchema } from '../fields.js';

/** A place of the address catalogue: a state (region), municipality (city), district or neighbourhood (ward). */
export const GeoPlaceSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    /** Postal code, for neighbourhoods (wards). */
    postalCode: PostalCodeSchema.optional(),
  })
  .meta({ id: 'GeoPlace' });
export type GeoPlace = z.infer<typeof GeoPlaceSchema>;

/** The list every address call answers with. */
export const GeoPlaceListSchema = z.array(GeoPlaceSchema).meta({ id: 'GeoPlaceList' });
export type GeoPlaceList = z.infer<typeof GeoPlaceListSchema>;

/** At most this many places per answer. */
export const GEO_MAX_RESULTS = 100;

const textQuery = z.string().trim().max(100).optional();
const limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(GEO_MAX_RESULTS)
  .optional()
  .meta({ description: `Page size (at most ${GEO_MAX_RESULTS})` });
const page = z.coerce.number().int().min(1).optional().meta({ description: '1-based page (default 1)' });

/** Query of `GET /web/public/address/region`: the 32 Mexican states, filtered by title. */
export const RegionQuerySchema = z.object({ query: textQuery, limit, page });
export type RegionQuery = z.infer<typeof RegionQuerySchema>;

/** Path of `GET /web/public/address/region/{id}/city`. */
export const RegionCityParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type RegionCityParams = z.infer<typeof RegionCityParamsSchema>;

/** Query of `GET /web/public/address/region/{id}/city`. */
export const RegionCityQuerySchema = z.object({ query: textQuery, limit, page });
export type RegionCityQuery = z.infer<typeof RegionCityQuerySchema>;

/** Query of `GET /web/public/address/city`: municipalities by state, title or postal code. */
export const CityQuerySchema = z.object({
  regionId: z.coerce.number().int().positive().optional(),
  postalCode: PostalCodeSchema.optional(),
  query: textQuery,
  limit,
  page,
});
export type CityQuery = z.infer<typeof CityQuerySchema>;

/** Query of `GET /web/public/address/district`: districts of a municipality. */
export const DistrictQuerySchema = z.object({
  cityId: z.coerce.number().int().positive().optional(),
  postalCode: PostalCodeSchema.optional(),
  query: textQuery,
  limit,
  page,
});
export type DistrictQuery = z.infer<typeof DistrictQuerySchema>;

/** Query of `GET /web/public/address/ward`: neighbourhoods (colonias) by municipality or postal code. */
export const WardQuerySchema = z.object({
  cityId: z.coerce.number().int().positive().optional(),
  districtId: z.coerce.number().int().positive().optional(),
  postalCode: PostalCodeSchema.optional(),
  query: textQuery,
  limit,
  page,
});
export type WardQuery = z.infer<typeof WardQuerySchema>;

/** Path of `GET /web/public/address/postal-code/{postalCode}`. */
export const PostalCodeParamsSchema = z.object({ postalCode: PostalCodeSchema });
export type PostalCodeParams = z.infer<typeof PostalCodeParamsSchema>;

const GeoRefSchema = z.object({ id: z.number().int().positive(), title: z.string() });

/**
 * What a postal code fills in on the address form (the usual Mexican order: postal code → colonia
 * list → municipality and state filled in). `city` is the municipality of the code's colonias;
 * `cities` lists every one the code spans (a single one in today's catalogue).
 */
export const PostalCodeLookupSchema = z
  .object({
    postalCode: PostalCodeSchema,
    region: GeoRefSchema,
    city: GeoRefSchema,
    cities: z.array(GeoRefSchema),
    /** The colonias to pick from: send the chosen `id` as `wardId` with `city.id` and `region.id`. */
    wards: z.array(
      z.object({
        id: z.number().int().positive(),
        title: z.string(),
        /** SEPOMEX's settlement type: `Colonia`, `Fraccionamiento`, `Barrio`, `Pueblo`… */
        type: z.string(),
        cityId: z.number().int().positive(),
      }),
    ),
  })
  .meta({ id: 'PostalCodeLookup' });
export type PostalCodeLookup = z.infer<typeof PostalCodeLookupSchema>;
