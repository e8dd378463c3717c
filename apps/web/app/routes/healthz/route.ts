export const loader = () =>
  new Response('ok', { headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } });
