// Run by `npm run release` before `changeset publish`: refuses to publish while the release commit
// has not been made (pending changesets in .changeset/, or a published package still at 0.0.0),
// since `changeset publish` would otherwise upload the unreleased versions as they are (ADR 161).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages, root } from './lib/published-packages.mjs';

/** Why publishing now would be wrong; empty when the release commit has been made. */
export function releaseProblems(changesetFiles, packages) {
  const problems = [];
  const pending = changesetFiles.filter((file) => file.endsWith('.md') && file !== 'README.md');
  if (pending.length > 0) {
    problems.push(
      `${pending.length} pending changeset${pending.length === 1 ? '' : 's'} in .changeset/: run \`changeset version\` on main and commit the release first`,
    );
  }
  for (const pkg of packages) {
    if (pkg.version === '0.0.0') problems.push(`${pkg.name} is still 0.0.0`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = releaseProblems(readdirSync(join(root, '.changeset')), publishedPackages());
  if (problems.length > 0) {
    console.error(`Not publishing:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
