/**
 * The Content-Security-Policy App Check needs, added only to a build that turns it on
 * (VITE_APP_CHECK_SITE_KEY): reCAPTCHA Enterprise loads its script from Google, runs in a
 * Google frame, and the SDK trades its answer for a token at the App Check endpoint. Without
 * the key the committed policy stays exactly as it is.
 */
import { type FirebaseJson, withCspSources } from './local-emulators';

export const APP_CHECK_CSP_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
} as const;

export function withAppCheckSources(config: FirebaseJson, siteKey: string | undefined): FirebaseJson {
  if (!siteKey?.trim()) return config;
  return Object.entries(APP_CHECK_CSP_SOURCES).reduce(
    (withSources, [directive, sources]) => withCspSources(withSources, directive, sources),
    config,
  );
}
