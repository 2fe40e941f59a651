/**
 * The web-config values a production build needs. Read by vite.config.ts (to fail the build
 * with one message), config.ts and the Node scripts; kept free of Vite and Firebase imports.
 */
/** The project id of local mode: `demo-` ids make the emulators refuse any real backend. */
export const DEMO_PROJECT_ID = 'demo-rivage-gym';

const PRODUCTION_FIREBASE_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/** The one switch of App Check (README, "Deploying"): its reCAPTCHA Enterprise site key. */
export const APP_CHECK_SITE_KEY = 'VITE_APP_CHECK_SITE_KEY';

type ProductionFirebaseKey = (typeof PRODUCTION_FIREBASE_KEYS)[number];

export function missingProductionFirebaseKeys(
  env: Partial<Record<string, string | undefined>>,
): ProductionFirebaseKey[] {
  return PRODUCTION_FIREBASE_KEYS.filter((key) => !env[key]?.trim());
}
