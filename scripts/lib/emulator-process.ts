/**
 * Starts `scripts/serve-emulators.ts` (the built site on the Hosting emulator, Auth beside it)
 * as a child process for scripts that need the site running, waits until Hosting answers,
 * and stops it again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { emulatorPorts, LOCAL_HOST } from './local-emulators';

interface RunningSite {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The emulators exited early (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function startSite(env: NodeJS.ProcessEnv = process.env): Promise<RunningSite> {
  const root = resolve(import.meta.dirname, '..', '..');
  const child = spawn('npx', ['tsx', 'scripts/serve-emulators.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://${LOCAL_HOST}:${emulatorPorts(env).hosting}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  };
  try {
    await waitForUrl(`${baseUrl}/`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
