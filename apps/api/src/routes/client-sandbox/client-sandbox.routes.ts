import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Sandbox controls (spec §2, §6; ADR 021): a client token plus an admin token or the QA cookie.
export const sandboxStart = endpointRoute(e.clientSandboxStart);
export const sandboxStep = endpointRoute(e.clientSandboxStep);
export const sandboxDecision = endpointRoute(e.clientSandboxDecision);
export const sandboxClock = endpointRoute(e.clientSandboxClock);
