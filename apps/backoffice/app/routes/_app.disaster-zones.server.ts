import type { DisasterZone } from '@lender/contracts';
import { data } from '@remix-run/node';
import { invalid, refused } from '../server/actions.server';
import { failureResponse, redirectWithNotice, requireAdmin, requirePermission } from '../server/auth.server';

// Issue 52, ADR 301: the loader and action of `/disaster-zones` (`_app.disaster-zones.tsx`).

/** A municipality's SEPOMEX id from the catalogue's API id (`9015` → `09015`). */
const municipalityCode = (id: number) => String(id).padStart(5, '0');

/**
 * The declared zones, and the catalogue's states and (for `?estado=`, filtered by `?municipio=`)
 * municipalities to declare one: plain GET forms, so the screen works without JavaScript.
 */
export async function disasterZonesLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'relief.read');
  const url = new URL(request.url);
  const state = Number(url.searchParams.get('estado') ?? '') || null;
  const filter = (url.searchParams.get('municipio') ?? '').trim().slice(0, 60);
  const [zones, states, cities] = await Promise.all([
    admin.api.backOffice.disasterZones(),
    admin.api.public.addressRegions({ query: { limit: 100 } }),
    state
      ? admin.api.public.addressRegionCities({
          params: { id: state },
          query: { limit: 100, ...(filter ? { query: filter } : {}) },
        })
      : null,
  ]);
  if (!zones.success) throw failureResponse(zones);
  return data(
    {
      zones: zones.data as DisasterZone[],
      canDeclare: admin.can('relief.declare'),
      state,
      filter,
      states: states.success
        ? states.data.map((place) => ({ value: String(place.id), label: place.title }))
        : [],
      municipalities:
        cities?.success === true
          ? cities.data.map((place) => ({ value: municipalityCode(place.id), label: place.title }))
          : [],
    },
    { headers: admin.headers },
  );
}

const REQUIRED = 'backoffice:disasterZones.required' as const;

/** Declares a zone (`intent=declare`) or ends one (`intent=end`), then back to the list with a notice. */
export async function disasterZonesAction(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'relief.declare');
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const intent = value('intent');
  if (intent === 'end') {
    const ended = await admin.api.backOffice.endDisasterZone({ params: { id: Number(value('id')) } });
    if (!ended.success) return refused(request, admin, 'end', ended, { form });
    return redirectWithNotice(admin, '/disaster-zones', 'backoffice:disasterZones.ended', {
      municipality: ended.data.municipality,
    });
  }
  const body = {
    municipalityId: value('municipalityId'),
    startsOn: value('startsOn'),
    endsOn: value('endsOn'),
    reference: value('reference'),
    reason: value('reason'),
  };
  const missing = Object.fromEntries(
    Object.entries(body)
      .filter(([, typed]) => typed === '')
      .map(([name]) => [name, REQUIRED]),
  );
  if (Object.keys(missing).length > 0) return invalid('declare', missing, form);
  const declared = await admin.api.backOffice.declareDisasterZone({ body });
  if (!declared.success) return refused(request, admin, 'declare', declared, { form });
  return redirectWithNotice(admin, '/disaster-zones', 'backoffice:disasterZones.declared', {
    municipality: declared.data.municipality,
  });
}
