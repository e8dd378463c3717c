import { demoProduct, type ProductConfig } from '@lender/calculator';
import type { BorrowerReason } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { configVersions } from '@lender/db/schema';
import {
  type CalculatorConfigSource,
  type CalculatorConfigView,
  readCalculatorConfig,
} from './calculator-config';
import { readProductConfig } from './product';
import { readReapplyCoolOffDays } from './reapply-cool-off';
import { type ReapplyWait, readReapplyWaits } from './reapply-waits';
import { onSettingsChanged } from './settings';

// `settingsChanged` (the process's own signal that `settings` changed) lives in `settings.ts`.
export { settingsChanged } from './settings';

/** Options of {@link createConfigCache}. */
export interface ConfigCacheOptions {
  /** The product the `settings` override is merged over. @default demoProduct */
  base?: ProductConfig;
  /**
   * How long a checked version is trusted before the version row is read again: the longest an
   * edit made by another instance (or by SQL) takes to show here. @default 1000
   */
  maxStaleMs?: number;
  /** Milliseconds now (tests). @default performance.now */
  now?: () => number;
}

/**
 * The product configuration kept in memory (issue 17, ADR 061): the product and the calculator's
 * configuration are read from `settings` once per configuration version, not on every request.
 */
export interface ConfigCache extends CalculatorConfigSource {
  /** The configuration version in force (`config_versions`), checked at most every `maxStaleMs`. */
  version(): Promise<number>;
  /** `readProductConfig` of the current version. */
  product(): Promise<ProductConfig>;
  /** `readCalculatorConfig` of the current version on `today`. */
  calculator(today: string): Promise<CalculatorConfigView>;
  /**
   * `readReapplyCoolOffDays` of the current version: the cool-off after a rejection, which every
   * `GET flow` shows (issue 17: read from memory, not by a subquery of the flow's statement).
   */
  reapplyCoolOffDays(): Promise<number>;
  /** `readReapplyWaits` of the current version: the wait per borrower reason after a rejection. */
  reapplyWaits(): Promise<Record<BorrowerReason, ReapplyWait>>;
  /** Forget what is cached: the next call reads the version row again. */
  invalidate(): void;
}

export function createConfigCache(db: Database, options: ConfigCacheOptions = {}): ConfigCache {
  const base = options.base ?? demoProduct;
  const maxStaleMs = options.maxStaleMs ?? 1000;
  const now = options.now ?? (() => performance.now());

  let known: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  /** Raised by every invalidation: a version read that started before one does not count as fresh. */
  let generation = 0;
  let pending: Promise<number> | undefined;
  let product: { version: number; value: Promise<ProductConfig> } | undefined;
  const calculators = new Map<string, { version: number; value: Promise<CalculatorConfigView> }>();
  let coolOff: { version: number; value: Promise<number> } | undefined;
  let waits: { version: number; value: Promise<Record<BorrowerReason, ReapplyWait>> } | undefined;

  const invalidate = () => {
    generation += 1;
    checkedAt = Number.NEGATIVE_INFINITY;
    product = undefined;
    calculators.clear();
    coolOff = undefined;
    waits = undefined;
  };
  onSettingsChanged(db, invalidate);

  const readVersion = async (): Promise<number> => {
    const [row] = await db
      .select({ version: configVersions.version })
      .from(configVersions)
      .where(eq(configVersions.id, 1));
    return row?.version ?? 0;
  };

  /** The known version while it is fresh (checked less than `maxStaleMs` ago). */
  const freshVersion = (): number | undefined =>
    known !== undefined && now() - checkedAt < maxStaleMs ? known : undefined;

  const version = (): Promise<number> => {
    const fresh = freshVersion();
    if (fresh !== undefined) return Promise.resolve(fresh);
    if (pending) return pending;
    const started = generation;
    const read = readVersion().then(
      (value) => {
        if (pending === read) pending = undefined;
        if (value !== known) {
          known = value;
          product = undefined;
          calculators.clear();
          coolOff = undefined;
        }
        if (generation === started) checkedAt = now();
        return value;
      },
      (error: unknown) => {
        if (pending === read) pending = undefined;
        throw error;
      },
    );
    pending = read;
    return read;
  };

  /** A cached promise that failed is dropped, so the next call tries again. */
  const settle = <T>(value: Promise<T>, drop: () => void): Promise<T> => {
    value.catch(drop);
    return value;
  };

  return {
    version,
    async product() {
      const v = await version();
      if (product?.version !== v) {
        const entry = { version: v, value: readProductConfig(db, base) };
        product = entry;
        settle(entry.value, () => {
          if (product === entry) product = undefined;
        });
      }
      return product.value;
    },
    async calculator(today) {
      const v = await version();
      const cached = calculators.get(today);
      if (cached?.version === v) return cached.value;
      // A few business dates at most are alive at once (around midnight): keep the newest.
      if (calculators.size >= 4) calculators.clear();
      const entry = { version: v, value: readCalculatorConfig(db, base, today) };
      calculators.set(today, entry);
      settle(entry.value, () => {
        if (calculators.get(today) === entry) calculators.delete(today);
      });
      return entry.value;
    },
    async reapplyCoolOffDays() {
      const v = await version();
      if (coolOff?.version !== v) {
        const entry = { version: v, value: readReapplyCoolOffDays(db) };
        coolOff = entry;
        settle(entry.value, () => {
          if (coolOff === entry) coolOff = undefined;
        });
      }
      return coolOff.value;
    },
    async reapplyWaits() {
      const v = await version();
      if (waits?.version !== v) {
        const entry = { version: v, value: readReapplyWaits(db) };
        waits = entry;
        settle(entry.value, () => {
          if (waits === entry) waits = undefined;
        });
      }
      return waits.value;
    },
    invalidate,
  };
}
