// `npm run build`: console-kit, then the two hosts that bundle it. After a build that succeeded it
// records what the build was made from (buildInputs.mjs), so that `npm start` builds again only
// when something changed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsHash, recordBuild } from './buildInputs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = [
  'console-kit',
  '@console-kit/example-standalone',
  '@console-kit/example-portal',
];

// Taken first: a source edited during the build makes the next start build again.
const hash = inputsHash(root);
for (const workspace of WORKSPACES) {
  const run = spawnSync('npm', ['run', '--silent', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
recordBuild(root, hash);
