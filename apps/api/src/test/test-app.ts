import { createTestCore, type TestCore } from '@lender/core/testing';
import { createApp } from '../app';

/** An app on a fresh test database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL). */
export interface TestApp extends TestCore {
  app: ReturnType<typeof createApp>;
  /** `app.request` with a JSON body and an optional bearer token; returns status, headers and parsed body. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: ApiBody }>;
}

/** The parsed envelope of a response (loosely typed for assertions). */
export interface ApiBody {
  success: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary payloads
  data: any;
  message?: string;
  code?: string;
  errors?: Array<{ propertyPath: string; code: string; message: string }>;
  Authorization?: string;
}

/** Builds an app over a fresh test core; call `close()` in `afterAll`. */
export async function createTestApp(options: Parameters<typeof createTestCore>[0] = {}): Promise<TestApp> {
  const testCore = await createTestCore(options);
  const app = createApp({ core: testCore.core });
  return { ...testCore, app, call: (method, path, opts) => call(app, method, path, opts) };
}

/** Calls `app` in process. */
export async function call(
  app: ReturnType<typeof createApp>,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: ApiBody }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined && headers['content-type'] === undefined)
    headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.request(path, {
    method,
    headers,
    ...(options.body !== undefined && {
      body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    }),
  });
  const text = await response.text();
  let body: ApiBody;
  try {
    body = JSON.parse(text) as ApiBody;
  } catch {
    body = { success: false, data: text };
  }
  return { status: response.status, headers: response.headers, body };
}
