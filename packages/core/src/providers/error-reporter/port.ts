/** Error reporting (spec §8: reported and tagged critical). */
export interface ErrorReporter {
  readonly name: string;
  report(error: unknown, context: Record<string, string | number | boolean | undefined>): Promise<void>;
}
