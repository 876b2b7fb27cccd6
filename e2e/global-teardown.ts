// Stops the server started by global-setup.ts and removes its temporary folder
// (kept when KAJIAN_E2E_KEEP=1, for looking at the database, mail and server.log).
import { rmSync } from 'node:fs';

function exited(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

export default async function globalTeardown(): Promise<void> {
  globalThis.calendarServer?.close();
  const server = globalThis.kajianServer;
  const pid = Number(process.env.KAJIAN_E2E_PID);
  if (server && server.exitCode === null && server.signalCode === null) {
    const done = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    const stopped = await Promise.race([
      done.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    if (!stopped) {
      server.kill('SIGKILL');
      await done;
    }
  } else if (pid && !exited(pid)) {
    process.kill(pid, 'SIGTERM');
  }

  // The fake Google provider the global setup started.
  const oidcPid = Number(process.env.KAJIAN_E2E_OIDC_PID);
  if (globalThis.fakeOidc && globalThis.fakeOidc.exitCode === null) globalThis.fakeOidc.kill('SIGTERM');
  else if (oidcPid && !exited(oidcPid)) process.kill(oidcPid, 'SIGTERM');

  const dir = process.env.KAJIAN_E2E_TMPDIR;
  if (dir && process.env.KAJIAN_E2E_KEEP !== '1') {
    rmSync(dir, { recursive: true, force: true });
  } else if (dir) {
    console.log(`e2e: kept ${dir}`);
  }
}
