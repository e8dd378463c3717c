// Types of e2e-servers.mjs for the sites' browser suites.
export declare function freePort(): Promise<number>;
export declare function startBrowserServer(chromium: {
  launchServer(options: {
    executablePath?: string;
    args?: string[];
    env?: Record<string, string | undefined>;
    host?: string;
  }): Promise<{ wsEndpoint(): string; close(): Promise<void> }>;
}): Promise<{ wsEndpoint: string; close(): Promise<void> }>;
export declare function launchFullBrowser<B extends object>(chromium: {
  launch(options: {
    executablePath?: string;
    args?: string[];
    env?: Record<string, string | undefined>;
  }): Promise<B>;
}): Promise<B>;
export declare function startSiteProcess(options: {
  cwd: string;
  env: Record<string, string | undefined>;
  ready: RegExp;
  name: string;
}): Promise<{ url: string | undefined; stop(): Promise<void> }>;
