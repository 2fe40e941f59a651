/**
 * Decides once which Firebase the site talks to. The production build (mode `production`)
 * uses the project in VITE_FIREBASE_*; every other mode (dev server, `npm start`, tests)
 * uses the local emulators under a `demo-` project id, so a fresh clone needs no account.
 */
import { DEMO_PROJECT_ID } from './env-keys';

interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

export type FirebaseTarget =
  | {
      kind: 'production';
      config: FirebaseWebConfig;
      /** App Check's reCAPTCHA Enterprise site key (VITE_APP_CHECK_SITE_KEY), when the owner turned it on. */
      appCheckSiteKey?: string;
    }
  | {
      kind: 'emulators';
      config: FirebaseWebConfig;
      authEmulatorUrl: string;
      firestoreEmulator: { host: string; port: number };
    };

// Each value is read by its full name, never through `import.meta.env` as a whole: Vite
// inlines exactly the names written out, so a VITE_ secret added later can never ship in the
// bundle (tests/env-reads.test.ts keeps it so).

function emulatorTarget(): FirebaseTarget {
  // vite.config.ts fills these from the same port settings the emulators start with.
  const authHost = import.meta.env.VITE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = (
    import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
  ).split(':');
  return {
    kind: 'emulators',
    // The emulators accept any API key; `demo-` ids never reach a real project.
    config: {
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      projectId: DEMO_PROJECT_ID,
      appId: 'demo-app-id',
    },
    authEmulatorUrl: `http://${authHost}`,
    firestoreEmulator: { host: firestoreHost, port: Number(firestorePort) },
  };
}

function productionTarget(): FirebaseTarget {
  return {
    kind: 'production',
    config: {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
      appId: import.meta.env.VITE_FIREBASE_APP_ID,
    },
    appCheckSiteKey: import.meta.env.VITE_APP_CHECK_SITE_KEY?.trim() || undefined,
  };
}

// import.meta.env.MODE is replaced by a literal at build time, so each build keeps only its own branch.
export const firebaseTarget: FirebaseTarget =
  import.meta.env.MODE === 'production' ? productionTarget() : emulatorTarget();
