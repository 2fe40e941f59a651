import { emulatorPorts, LOCAL_HOST } from '../../scripts/lib/local-emulators';

/** Playwright waits for Hosting; the Auth emulator may come up a moment later. */
export default async function waitForAuthEmulator() {
  const url = `http://${LOCAL_HOST}:${emulatorPorts().auth}/`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The Auth emulator did not answer at ${url} within 90 s`);
}
