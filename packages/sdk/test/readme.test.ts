import { testReadmeExamples } from '@lender/vitest-config/readme';
import { type RunningApi, startApi } from './api-server.js';

// Every example of README.md runs as written against the built package. The examples call
// `https://api.example.mx`; this fixture answers those calls with the real API in process (a
// fresh database, the test clock at 2026-03-02), so nothing leaves the machine.
const EXAMPLE_ORIGIN = 'https://api.example.mx';

testReadmeExamples({
  packageDir: new URL('..', import.meta.url),
  async setup() {
    const api: RunningApi = await startApi();
    const original = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== EXAMPLE_ORIGIN) return original(input, init);
      return api.app.fetch(request);
    };
    return async () => {
      globalThis.fetch = original;
      await api.stop();
    };
  },
});
