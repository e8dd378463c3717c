// The sandbox SAT status (issue 67 point 6): offline and deterministic. Every CFDI is 'Vigente'
// unless its UUID was cancelled (`cancel`) or declared unknown (`forget`) by a test or the demo.
import type { SatCfdiState, SatCfdiStatus, SatCfdiStatusPort } from './port';

export interface SandboxSatCfdiStatus extends SatCfdiStatusPort {
  /** From now on SAT answers 'Cancelado' for `uuid`. */
  cancel(uuid: string): void;
  /** From now on SAT answers 'No Encontrado' for `uuid`. */
  forget(uuid: string): void;
  /** The UUIDs asked about, in order. */
  readonly asked: string[];
}

const WORDS: Record<SatCfdiState, readonly [string, string]> = {
  valid: ['Vigente', 'S - Comprobante obtenido satisfactoriamente.'],
  cancelled: ['Cancelado', 'S - Comprobante obtenido satisfactoriamente.'],
  not_found: ['No Encontrado', 'N - 602: Comprobante no encontrado.'],
};

export function sandboxSatCfdiStatus(
  options: { cancelled?: readonly string[]; unknown?: readonly string[]; now?: () => Date } = {},
): SandboxSatCfdiStatus {
  const states = new Map<string, SatCfdiState>();
  for (const uuid of options.cancelled ?? []) states.set(uuid.toUpperCase(), 'cancelled');
  for (const uuid of options.unknown ?? []) states.set(uuid.toUpperCase(), 'not_found');
  const asked: string[] = [];
  return {
    name: 'sandbox-sat-cfdi-status',
    asked,
    cancel: (uuid) => void states.set(uuid.toUpperCase(), 'cancelled'),
    forget: (uuid) => void states.set(uuid.toUpperCase(), 'not_found'),
    async status(query): Promise<SatCfdiStatus> {
      asked.push(query.uuid);
      const state = states.get(query.uuid.toUpperCase()) ?? 'valid';
      const [satState, code] = WORDS[state];
      return { state, satState, code, checkedAt: options.now?.() ?? new Date() };
    },
  };
}
