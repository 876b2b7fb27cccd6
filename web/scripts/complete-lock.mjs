// The npm registry reachable here holds only the linux-x64 builds of packages that ship
// native binaries per platform (rollup, tailwind oxide, lightningcss, rolldown, ...), so
// `npm install` leaves the other platforms' optional packages out of package-lock.json and
// `npm ci` then refuses the lock file. This adds those optional entries back, marked with
// their os/cpu so npm skips them on other platforms without fetching. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const lockPath = join(dir, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'netbsd', 'sunos', 'win32', 'aix', 'openharmony'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p) || p === 'win32');
  let cpu = parts.find((p) => CPU.includes(p));
  if (!cpu && parts.includes('gnueabihf')) cpu = 'arm';
  if (!cpu && parts.includes('universal')) cpu = undefined;
  const entry = {};
  if (cpu) entry.cpu = [cpu];
  if (os) entry.os = [os];
  if (parts.some((p) => p.startsWith('musl'))) entry.libc = ['musl'];
  else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    // npm looks the dependency up next to the dependent, then in each parent node_modules.
    const here = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[here] || packages[hoisted]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) continue; // only exact pins are platform builds
    packages[hoisted] = {
      version: range,
      ...platformOf(name),
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} optional platform entries to ${lockPath}`);
