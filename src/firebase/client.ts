/**
 * The one Firebase app and Auth instance of the page, created on first use. Each getter
 * returns a cached promise: the first call downloads the SDK chunk and initialises it
 * (connecting the Auth emulator in local mode), later calls reuse it. Nothing here is
 * imported eagerly by a page, so no page's first load carries Firebase.
 */
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import type { Auth } from 'firebase/auth';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { firebaseTarget } from './config';

export type AuthSdk = typeof import('./sdk-auth');
type AppCheckSdk = typeof import('./sdk-app-check');

export interface FirebaseClient {
  app: FirebaseApp;
  auth: Auth;
  sdk: AuthSdk;
}

interface LoadedApp {
  app: FirebaseApp;
  sdk: AuthSdk;
  /** Only in a production build with App Check's site key. */
  appCheck?: { instance: AppCheck; sdk: AppCheckSdk };
}

let appPromise: Promise<LoadedApp> | undefined;
let clientPromise: Promise<FirebaseClient> | undefined;

/** Forgets a failed load (an offline visitor) so the next call tries again. */
function retryable<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
  return load().catch((error: unknown) => {
    forget();
    throw error;
  });
}

function loadApp() {
  appPromise ??= retryable(
    async () => {
      const sdk = await import('./sdk-auth');
      const app = sdk.initializeApp(firebaseTarget.config);
      // App Check before anything else uses the app, so Firestore's first request carries its
      // token: with enforcement on in the console, a script without one is refused.
      if (firebaseTarget.kind === 'production' && firebaseTarget.appCheckSiteKey) {
        const appCheckSdk = await import('./sdk-app-check');
        const instance = appCheckSdk.initializeAppCheck(app, {
          provider: new appCheckSdk.ReCaptchaEnterpriseProvider(firebaseTarget.appCheckSiteKey),
          isTokenAutoRefreshEnabled: true,
        });
        return { app, sdk, appCheck: { instance, sdk: appCheckSdk } };
      }
      return { app, sdk };
    },
    () => {
      appPromise = undefined;
    },
  );
  return appPromise;
}

/** The Firebase app alone (what Firestore needs to write an enquiry). */
export async function getFirebaseApp(): Promise<FirebaseApp> {
  return (await loadApp()).app;
}

/**
 * The App Check token the SDK holds for this browser (from memory or IndexedDB, fetched when
 * there is none or it has expired), for a request the SDK does not make itself: the public
 * REST reads (./app-check-headers). Undefined in a build without App Check.
 */
export async function getAppCheckToken(): Promise<string | undefined> {
  const { appCheck } = await loadApp();
  return appCheck ? (await appCheck.sdk.getToken(appCheck.instance)).token : undefined;
}

/** The app with its Auth instance, ready to sign in, sign up and follow the session. */
export function getFirebase(): Promise<FirebaseClient> {
  clientPromise ??= retryable(
    async () => {
      const { app, sdk } = await loadApp();
      // initializeAuth rather than getAuth: no popup/redirect resolver, so a smaller chunk
      // and no hidden iframe; the session survives reloads in localStorage.
      const auth = sdk.initializeAuth(app, { persistence: sdk.browserLocalPersistence });
      // The e-mails Auth sends (password reset, verification) are written in the page's language.
      auth.languageCode = pageLocaleCode;
      if (firebaseTarget.kind === 'emulators') {
        // disableWarnings: the SDK's emulator banner is styled inline, which the CSP forbids.
        sdk.connectAuthEmulator(auth, firebaseTarget.authEmulatorUrl, { disableWarnings: true });
      }
      return { app, auth, sdk };
    },
    () => {
      clientPromise = undefined;
    },
  );
  return clientPromise;
}
