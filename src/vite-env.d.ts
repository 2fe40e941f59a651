/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_APP_ID: string;
  /** The reCAPTCHA Enterprise site key of App Check; unset, the production build has no App Check. */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  /** host:port of the Auth emulator in non-production modes (default 127.0.0.1:9099). */
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  /** host:port of the Firestore emulator in non-production modes (default 127.0.0.1:8080). */
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  /** Set by vite.config.ts: the language of this build (SITE_LOCALE), read by src/i18n/page-locale-code.ts. */
  readonly VITE_SITE_LOCALE: import('./i18n/locales').LocaleCode;
  /** Set by vite.config.ts: the year the site was built, shown until the browser knows better. */
  readonly VITE_BUILD_YEAR: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
