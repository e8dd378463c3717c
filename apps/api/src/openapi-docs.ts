/**
 * A readable, self-contained HTML reference of the OpenAPI document (no CDN, no script): one
 * section per tag, one collapsible block per operation with its parameters, body and responses.
 * Scalar and Swagger UI need a CDN or Node 22 at build time; this needs neither.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Json[];
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: Json }>;
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function schemaBlock(schema: Json | undefined): string {
  if (schema === undefined) return '';
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

/** Renders the reference page of `document`. */
export function renderDocsHtml(document: object): string {
  const doc = document as {
    info?: { title?: string; description?: string; version?: string };
    paths?: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, Json> };
  };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(
              p.description ?? '',
            )}</td><td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
        )
        .join('');
      const body = op.requestBody?.content
        ? Object.entries(op.requestBody.content)
            .map(
              ([type, media]) =>
                `<h4>Request body <small>${escapeHtml(type)}</small></h4>${schemaBlock(media.schema)}`,
            )
            .join('')
        : '';
      const responses = Object.entries(op.responses ?? {})
        .map(
          ([status, response]) =>
            `<details class="response"><summary><b>${escapeHtml(status)}</b> ${escapeHtml(response.description ?? '')}</summary>${Object.values(
              response.content ?? {},
            )
              .map((media) => schemaBlock(media.schema))
              .join('')}</details>`,
        )
        .join('');
      const locked =
        op.security && op.security.length > 0 ? ' <span class="lock" title="Bearer token">🔒</span>' : '';
      const html = `<details class="op" id="${escapeHtml(`${method}-${path}`)}"><summary><span class="m m-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(
        path,
      )}</code>${locked} <span class="s">${escapeHtml(op.summary ?? '')}</span></summary>
<div class="body">${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${params ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>required</th><th>description</th><th>schema</th></tr>${params}</table>` : ''}
${body}<h4>Responses</h4>${responses}</div></details>`;
      const list = byTag.get(tag) ?? [];
      list.push(html);
      byTag.set(tag, list);
    }
  }
  const sections = [...byTag.entries()]
    .map(
      ([tag, ops]) =>
        `<section><h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('\n')}</section>`,
    )
    .join('\n');
  const toc = [...byTag.keys()]
    .map((tag) => `<li><a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`)
    .join('');
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<details class="op" id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary>${schemaBlock(schema)}</details>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info?.title ?? 'API')} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#12372a;color:#fff;padding:1.2rem 2rem}header p{max-width:60rem;opacity:.9}
main{display:grid;grid-template-columns:14rem 1fr;gap:2rem;padding:1.5rem 2rem;max-width:1170px;margin:auto}
nav ul{list-style:none;padding:0;position:sticky;top:1rem}nav a{color:#12372a}
.op{background:#fff;border:1px solid #dde1e7;border-radius:6px;margin:.4rem 0}.op>summary{cursor:pointer;padding:.5rem .8rem}
.body{padding:0 1rem 1rem}.m{display:inline-block;min-width:4.2rem;font-weight:700;font-size:.8rem;text-align:center;border-radius:4px;color:#fff;padding:.1rem .3rem}
.m-get{background:#1f6feb}.m-post{background:#1a7f37}.m-put{background:#9a6700}.m-patch{background:#8250df}.m-delete{background:#cf222e}
.s{color:#57606a}pre{background:#f6f8fa;padding:.6rem;overflow:auto;font-size:.8rem;border-radius:4px}
table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #dde1e7;padding:.2rem .5rem;text-align:left}
.response{margin:.2rem 0}
</style></head><body>
<header><h1>${escapeHtml(doc.info?.title ?? 'API')} <small>${escapeHtml(doc.info?.version ?? '')}</small></h1><p>${escapeHtml(
    doc.info?.description ?? '',
  )}</p><p>Machine-readable document: <a style="color:#fff" href="/web/openapi.json">/web/openapi.json</a></p></header>
<main><nav><ul>${toc}<li><a href="#schemas">Schemas</a></li></ul></nav><div>${sections}<section><h2 id="schemas">Schemas</h2>${schemas}</section></div></main>
</body></html>`;
}
