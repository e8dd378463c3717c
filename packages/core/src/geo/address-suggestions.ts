import type { AddressSuggestion, AddressSuggestionQuery } from '@lender/contracts';
import { eq, inArray } from '@lender/db/orm';
import { geoMunicipalities, geoStates } from '@lender/db/schema';
import { geoCode } from './address-directory';
import { addressWards } from './address-wards';
import type { GeoContext } from './geo-context';

/** Suggestions returned when the query does not say how many (the contract allows 1–20). */
export const ADDRESS_SUGGESTIONS_DEFAULT_LIMIT = 10;

/**
 * `GET /web/private/client/addresses/list` (spec §7 Addresses): settlements (colonias) matching
 * what the borrower typed, from the SEPOMEX tables through the address directory. Five digits are
 * read as a postal code (every colonia of that code); otherwise the text is matched against
 * colonia names, within `postalCode` when given. Each suggestion carries the ids the address form
 * needs (region = state, city = municipality, ward = colonia) and a readable title
 * "Colonia, Municipio, Estado".
 */
export async function addressSuggestions(
  ctx: GeoContext,
  { query }: { readonly query: AddressSuggestionQuery },
): Promise<AddressSuggestion[]> {
  const { db } = ctx;
  const limit = query.limit ?? ADDRESS_SUGGESTIONS_DEFAULT_LIMIT;
  const text = query.query.trim();
  const page = /^\d{5}$/.test(text)
    ? await addressWards({ db }, { query: { postalCode: text, limit } })
    : await addressWards(
        { db },
        { query: { query: text, limit, ...(query.postalCode && { postalCode: query.postalCode }) } },
      );
  if (page.items.length === 0) return [];
  // A ward code is its municipality's code (5 digits, the first 2 the state's) plus 4 digits.
  const municipalityIds = [...new Set(page.items.map((item) => geoCode('ward', item.id).slice(0, 5)))];
  const places = await db
    .select({ id: geoMunicipalities.id, municipality: geoMunicipalities.name, state: geoStates.name })
    .from(geoMunicipalities)
    .innerJoin(geoStates, eq(geoStates.code, geoMunicipalities.stateCode))
    .where(inArray(geoMunicipalities.id, municipalityIds));
  const byId = new Map(places.map((place) => [place.id, place]));
  return page.items.map((item) => {
    const municipalityId = geoCode('ward', item.id).slice(0, 5);
    const place = byId.get(municipalityId);
    return {
      title: place ? `${item.title}, ${place.municipality}, ${place.state}` : item.title,
      postalCode: item.postalCode ?? '',
      regionId: Number(municipalityId.slice(0, 2)),
      cityId: Number(municipalityId),
      wardId: item.id,
    };
  });
}
