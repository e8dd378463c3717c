declare module 'virtual:site-words' {
  /** The URL of each namespace's static words file (`/assets/words-<ns>-<hash>.json`). */
  export const WORD_URLS: Record<import('./lib/site-namespaces').SiteNamespace, string>;
}
