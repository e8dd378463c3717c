import type { Resources } from '@lender/i18n';
import * as esMX from '@lender/i18n/es-MX';
import { createSiteTranslator } from './i18n';

/** Every namespace, for the server's rendering (entry.server.tsx): the browser reads its own from files. */
export const serverWords = esMX as unknown as Resources;

let serverT: ReturnType<typeof createSiteTranslator> | undefined;
/** A translator over every namespace, for loaders and meta (documents, catalogues). */
export function serverTranslator() {
  serverT ??= createSiteTranslator(esMX as unknown as Resources);
  return serverT;
}
