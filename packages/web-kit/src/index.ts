export {
  type CreateApiOptions,
  createApi,
  FORWARDED_COOKIES,
  forwardedCookieHeader,
  type RequestApi,
} from './api';
export { CHUNK_RELOAD_SCRIPT, RETRY_HASH } from './chunk-reload';
export {
  createDocumentHandler,
  DOCUMENT_ABORT_DELAY_MS,
  type DocumentHandlerOptions,
  type RemixServerProps,
} from './document';
export { type ProxyOptions, proxyToApi } from './proxy';
export { type CaptureQueryTokenOptions, captureQueryToken } from './query-token';
export {
  applySecurityHeaders,
  checkOrigin,
  contentSecurityPolicy,
  createNonce,
  HSTS_MAX_AGE_S,
  type OriginCheckOptions,
  type SecurityHeaderOptions,
  securityHeaders,
} from './security';
export {
  createSessionKit,
  DEV_SESSION_SECRET,
  SESSION_MAX_AGE_S,
  type SessionData,
  type SessionKit,
  type SessionKitOptions,
  sessionSecretsFromEnv,
  type WebSession,
} from './session';
export { bareToken, readTokenClaims, type TokenClaims, tokenHasMfa } from './token';
