// Where the anti-money-laundering watch lists come from: a folder of files in our CSV layout
// (docs/compliance.md), one per list (`uif_blocked.csv`, `sanctions.csv`, `pep.csv`, `own.csv`),
// left there by the compliance officer's download step or a provider's sync. The job `aml-rescreen`
// loads a file when it changes. Without WATCHLIST_DIR the core's sandbox source (no files) stays,
// which production refuses: lists would then enter only by upload.
import { type CoreOptions, folderWatchlist } from '@lender/core';
import { z } from 'zod';

/** The variables, spread into `EnvSchema`. */
export const WATCHLIST_ENV_SHAPE = {
  /** The folder holding `<list>.csv` files. */
  WATCHLIST_DIR: z.string().min(1).optional(),
};

const WatchlistEnvSchema = z.object(WATCHLIST_ENV_SHAPE);

/** The core's watch-list port from the environment (none: the sandbox's). */
export function watchlistProvidersOf(
  env: z.infer<typeof WatchlistEnvSchema>,
): NonNullable<CoreOptions['providers']> {
  return env.WATCHLIST_DIR ? { watchlist: folderWatchlist(env.WATCHLIST_DIR) } : {};
}
