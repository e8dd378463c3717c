import type { DocumentModel } from '../pdf/document-model';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

/** The model as a fragment of semantic HTML (escaped), for `render/document` with `format: html`. */
export function renderHtml(model: DocumentModel): string {
  const parts = [`<article lang="es-MX"><h1>${escapeHtml(model.title)}</h1>`];
  if (model.subtitle) parts.push(`<p class="subtitle">${escapeHtml(model.subtitle)}</p>`);
  if (model.watermark) parts.push(`<p class="watermark">${escapeHtml(model.watermark)}</p>`);
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'heading':
        parts.push(`<h2>${escapeHtml(block.text)}</h2>`);
        break;
      case 'paragraph':
        parts.push(`<p>${escapeHtml(block.text)}</p>`);
        break;
      case 'notice':
        parts.push(`<p class="notice" role="note"><strong>${escapeHtml(block.text)}</strong></p>`);
        break;
      case 'fields':
        parts.push(
          `<dl>${block.rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`,
        );
        break;
      case 'table':
        parts.push(
          `<table><thead><tr>${block.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${block.rows
            .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`,
        );
        break;
      case 'page-break':
        parts.push('<hr>');
        break;
    }
  }
  if (model.footer) parts.push(`<footer>${escapeHtml(model.footer)}</footer>`);
  parts.push('</article>');
  return parts.join('');
}
