/** A CSV download, never cached: the body of every export route (`*.export.tsx`, the regulator's files). */
export function csvResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(new Blob([new Uint8Array(bytes)]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
