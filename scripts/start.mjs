// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server (migrations, demo seed into an empty database, API and SPA on PORT). The demo is what a newcomer's
// first command wants, so SEED_DEMO=true unless the environment says otherwise: `SEED_DEMO=false npm start`
// starts a real install, which prints its setup code (ARCHITECTURE.md, "First-run setup").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'packages/web/dist/index.html');

/** Newest modification time of any file below `directory`. */
function newestChange(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/build',
  'packages/core/src',
].map((item) => path.join(root, item));
const sourceChange = Math.max(
  ...sources.map((item) => (statSync(item).isDirectory() ? newestChange(item) : statSync(item).mtimeMs)),
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceChange) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@carenest/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', SEED_DEMO: 'true', ...process.env },
});
// One signal drains the server, whoever sent it: forwarded once (a signal sent to the process group reaches the
// server as well, which ignores the repeat), and this process waits for the server's exit and takes its code.
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
