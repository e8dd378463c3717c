export {
  API_UNAVAILABLE_RETRY_AFTER_SECONDS,
  apiUnavailableResponse,
  type CreateApiOptions,
  createApi,
  FORWARDED_COOKIES,
  forwardedCookieHeader,
  isApiUnavailable,
  type RequestApi,
} from './api';
export { CHUNK_RELOAD_SCRIPT, RETRY_HASH } from './chunk-reload';
export {
  createDocumentHandler,
  DOCUMENT_ABORT_DELAY_MS,
  type DocumentHandlerOptions,
  type RemixServerProps,
} from './document';
export {
  PROXY_BODY_LIMIT_BYTES,
  PROXY_DROPPED_REQUEST_HEADERS,
  type ProxyOptions,
  proxyToApi,
} from './proxy';
export {
  type CaptureQueryTokenOptions,
  captureQueryToken,
  LINK_TOKEN_KEY,
  linkTokenIdentity,
  PENDING_TOKEN_KEY,
  pendingToken,
  type TokenIdentity,
  takeLinkToken,
  takePendingToken,
  type VerifyToken,
  verifyTokenWithApi,
} from './query-token';
export { MAX_REDIRECT_LENGTH, safeRedirect } from './safe-redirect';
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
export {
  BROWSER_ADDRESS_HEADER,
  DEV_SITE_API_KEY,
  MIN_SITE_API_KEY_LENGTH,
  SITE_KEY_HEADER,
  siteApiKeyFromEnv,
  siteHopHeaders,
} from './site-hop';
export { bareToken, readTokenClaims, type TokenClaims, tokenHasMfa } from './token';
