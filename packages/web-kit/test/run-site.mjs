// A site as an app's `server.mjs` starts it (`startSite`), for `src/node/site.test.ts`: the app's
// folder is the first argument, the rest comes from the environment. Express and Remix are this
// package's own copies (an app passes its own).
import { createRequestHandler } from '@remix-run/node';
import express from 'express';
import { startSite } from '../src/node/site.mjs';

await startSite({
  service: 'kit-site',
  appDir: process.argv[2] ?? '.',
  express,
  createRequestHandler,
  defaults: { port: 0, host: '127.0.0.1' },
  sessionCookies: ['__kit_session'],
  forbidden: {
    lang: 'es-MX',
    brand: 'Lender',
    title: 'Prohibido',
    text: 'No desde otro sitio.',
    home: 'Inicio',
  },
});
