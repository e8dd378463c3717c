import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { SiteEnv } from './site-env.mjs';
import type { ForbiddenWords } from './site-server.mjs';

/** A connect-style handler, as Express takes them. */
type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** What the site server uses of an Express application. */
export interface SiteExpressApp {
  disable(setting: string): unknown;
  use(...handlers: unknown[]): unknown;
  get(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown;
  post(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown;
  all(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown;
  listen(port: number, host?: string): Server;
}

/** The app's Express (`import express from 'express'`): the application factory and its `static`. */
export interface SiteExpress {
  (): SiteExpressApp;
  static(root: string, options: object): Handler;
}

/** What tells one site from the other. */
export interface SiteOptions {
  /** The site's name in log lines, metrics and error reports, e.g. `web`, `backoffice`. */
  service: string;
  /** The app's folder, the one that holds `build/` (`new URL('.', import.meta.url)`). */
  appDir: string | URL;
  /** The app's own Express. */
  express: SiteExpress;
  /** `createRequestHandler` of the app's own `@remix-run/node`. */
  createRequestHandler(
    build: never,
    mode: 'production' | 'development',
  ): (request: Request) => Promise<Response>;
  /** `PORT` and `HOST` when the environment has none (`HOST` unset: every interface). */
  defaults: { port: number; host?: string };
  /** The app's session cookie names: answers to a request carrying one are `no-store`. */
  sessionCookies: readonly string[];
  /** The words of the page a cross-site form gets (`forbiddenWordsOf`). */
  forbidden: ForbiddenWords;
  /**
   * Pages the same for every visitor without a cookie (the home page, the text pages): a render is
   * answered again for a few seconds to such visitors, each with a nonce of its own (issue 65).
   */
  publicPages?: readonly string[];
  /** The environment to read. @default process.env */
  env?: Record<string, string | undefined>;
  /** Writes the line that says where the site listens. @default console.log */
  announce?: (line: string) => void;
}

/** A site that listens. */
export interface RunningSite {
  server: Server;
  /** Where it listens, e.g. `http://127.0.0.1:3100`. */
  url: string;
  env: SiteEnv;
}

/** Where `/readyz` asks whether the API answers when `API_URL` is not set. */
export declare const DEFAULT_SITE_API_URL: string;

/** The address a site announces: `localhost` for every interface, brackets around IPv6. */
export declare function siteUrlOf(host: string | undefined, port: number): string;

/**
 * Starts a site's server: the environment checked (an invalid one exits 1, every problem on
 * stderr), errors reported, metrics, health, readiness, the browser's error reports, compression,
 * the build's files, the built Remix app behind the site's doors; SIGTERM drains it. Resolves once
 * it listens, after writing `[lender-<service>] listening on <url> (API <url>)`.
 */
export declare function startSite(options: SiteOptions): Promise<RunningSite>;
