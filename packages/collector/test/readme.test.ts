import { testReadmeExamples } from '@lender/vitest-config/readme';
import { fakeIngest, fakeWindow, rsaKeys } from './fake-ingest';

// Every example of README.md runs as written against the built package. The example is browser
// code for `https://api.lender.mx`; this fixture stands in for both: a window made of Node's
// EventTargets (test/fake-ingest.ts) and a fake ingest behind `fetch` that decrypts every upload
// with its private key, serving its public key at GET /api/datasets/v1/public-key.
const EXAMPLE_ORIGIN = 'https://api.lender.mx';

testReadmeExamples({
  packageDir: new URL('..', import.meta.url),
  setup() {
    const keys = rsaKeys();
    const ingest = fakeIngest(keys.privateKey);
    const { win } = fakeWindow();
    const original = globalThis.fetch;
    const scope = globalThis as { window?: unknown };
    scope.window = win;
    globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.origin !== EXAMPLE_ORIGIN) return original(input, init);
      if (url.pathname === '/api/datasets/v1/public-key') return new Response(keys.publicKey);
      const answer = await ingest.fetch(url.href, init as Parameters<typeof ingest.fetch>[1]);
      return Response.json(await answer.json(), { status: answer.status });
    };
    return () => {
      globalThis.fetch = original;
      delete scope.window;
      if (ingest.uploads.length === 0) throw new Error('the README example uploaded nothing');
    };
  },
});
