export interface RecordedEnvelope {
  project: string;
  key: string | undefined;
  header: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: payloads are what the SDK sent
  items: Array<{ header: Record<string, unknown>; payload: any }>;
}
export interface FakeSentry {
  url: string;
  port: number;
  dsn(project?: string, key?: string): string;
  envelopes: RecordedEnvelope[];
  // biome-ignore lint/suspicious/noExplicitAny: events are what the SDK sent
  events(): any[];
  // biome-ignore lint/suspicious/noExplicitAny: events are what the SDK sent
  waitFor(predicate: (event: any) => boolean, timeoutMs?: number): Promise<any>;
  close(): Promise<void>;
}
export declare function parseEnvelope(body: Buffer): {
  header: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: payloads are what the SDK sent
  items: Array<{ header: Record<string, unknown>; payload: any }>;
};
export declare function startFakeSentry(options?: { port?: number }): Promise<FakeSentry>;
