// A TypeDoc plugin for api-docs.mjs: each module of a package's reference is named by the import
// specifier a consumer writes (`@lender/clabe/curp`), not by its declaration file (`curp`).
// The map from declaration file name to specifier comes in LENDER_TYPEDOC_MODULES (JSON).
import { Converter, ReflectionKind } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  const names = JSON.parse(process.env.LENDER_TYPEDOC_MODULES ?? '{}');
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (_context, reflection) => {
    if (reflection.kind !== ReflectionKind.Module) return;
    const name = names[reflection.name];
    if (name) reflection.name = name;
  });
}
