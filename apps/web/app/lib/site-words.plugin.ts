import { createHash } from 'node:crypto';
import * as esMX from '@lender/i18n/es-MX';
import type { Plugin } from 'vite';
import { SITE_NAMESPACES, type SiteNamespace } from './site-namespaces';

const VIRTUAL = 'virtual:site-words';
const RESOLVED = `\0${VIRTUAL}`;

/** One namespace's words as the browser gets them: JSON, named by a hash of its bytes. */
export interface WordsFile {
  namespace: SiteNamespace;
  fileName: string;
  source: string;
}

/** The words files of the site, from the es-MX resources of `@lender/i18n`. */
export function wordsFiles(): WordsFile[] {
  return SITE_NAMESPACES.map((namespace) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a build-time module; every namespace the site names is written
    const source = JSON.stringify(esMX[namespace]);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
    return { namespace, fileName: `assets/words-${namespace}-${hash}.json`, source };
  });
}

/**
 * The site's words as static files (issue 37, ADR 116): `virtual:site-words` gives each namespace's
 * URL to the server and browser builds alike (the hash is of the content, so both name the same
 * file); the browser build writes the files beside its chunks in `build/client/assets/`, which the
 * server sends with a year's immutable cache like any hashed asset; the dev server answers them
 * itself.
 */
export function siteWords(): Plugin {
  const files = wordsFiles();
  let ssrBuild = false;
  return {
    name: 'lender-site-words',
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const urls = Object.fromEntries(files.map((file) => [file.namespace, `/${file.fileName}`]));
      return `export const WORD_URLS = ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      if (ssrBuild) return;
      for (const file of files)
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.find((candidate) => req.url === `/${candidate.fileName}`);
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(file.source);
      });
    },
  };
}
