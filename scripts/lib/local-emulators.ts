/**
 * Ports of the local Firebase emulators and the Hosting config they serve. Shared by
 * vite.config.ts (the emulator build bakes in where Auth listens), `npm start` and the
 * end-to-end tests, so every part agrees. Override with HOSTING_PORT, AUTH_EMULATOR_PORT,
 * FIRESTORE_EMULATOR_PORT, EMULATOR_HUB_PORT and EMULATOR_LOGGING_PORT.
 */

export const LOCAL_HOST = '127.0.0.1';

interface EmulatorPorts {
  hosting: number;
  auth: number;
  firestore: number;
  hub: number;
  logging: number;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return parsed;
}

export function emulatorPorts(env: NodeJS.ProcessEnv = process.env): EmulatorPorts {
  return {
    hosting: port(env.HOSTING_PORT, 5000, 'HOSTING_PORT'),
    auth: port(env.AUTH_EMULATOR_PORT, 9099, 'AUTH_EMULATOR_PORT'),
    firestore: port(env.FIRESTORE_EMULATOR_PORT, 8080, 'FIRESTORE_EMULATOR_PORT'),
    hub: port(env.EMULATOR_HUB_PORT, 4400, 'EMULATOR_HUB_PORT'),
    logging: port(env.EMULATOR_LOGGING_PORT, 4500, 'EMULATOR_LOGGING_PORT'),
  };
}

export interface HostingHeaderRule {
  /** A glob, or (`regex`) an RE2 expression, matched against the request path. */
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export interface FirebaseJson {
  hosting: { headers?: HostingHeaderRule[] } & Record<string, unknown>;
  emulators?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Adds origins to one directive of a Content-Security-Policy value. */
export function extendCspDirective(policy: string, directive: string, origins: readonly string[]): string {
  const parts = policy.split(';').map((part) => part.trim());
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) throw new Error(`The Content-Security-Policy has no ${directive} directive`);
  parts[index] = [parts[index], ...origins].join(' ');
  return parts.join('; ');
}

/** The Hosting config whose every Content-Security-Policy header adds these sources to one directive. */
export function withCspSources(config: FirebaseJson, directive: string, sources: readonly string[]): FirebaseJson {
  const headers = (config.hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: extendCspDirective(header.value, directive, sources) }
        : header,
    ),
  }));
  return { ...config, hosting: { ...config.hosting, headers } };
}

/**
 * The production firebase.json with only two differences: the emulators listen on the
 * chosen ports, and the page may connect to the local Auth and Firestore emulators.
 * Every rewrite, redirect, header and the 404 page stay exactly as production has them.
 */
export function localFirebaseConfig(production: FirebaseJson, ports: EmulatorPorts): FirebaseJson {
  const emulatorOrigins = [`http://${LOCAL_HOST}:${ports.auth}`, `http://${LOCAL_HOST}:${ports.firestore}`];
  const allowed = withCspSources(production, 'connect-src', emulatorOrigins);
  return {
    ...allowed,
    emulators: {
      ...production.emulators,
      auth: { host: LOCAL_HOST, port: ports.auth },
      firestore: { host: LOCAL_HOST, port: ports.firestore },
      hosting: { host: LOCAL_HOST, port: ports.hosting },
      hub: { host: LOCAL_HOST, port: ports.hub },
      logging: { host: LOCAL_HOST, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}
