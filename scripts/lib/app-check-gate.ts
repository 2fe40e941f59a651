/**
 * Whether `npm run deploy` may publish a build, given App Check. App Check is what makes the
 * limits on public writes hold against a script: without it, anyone who copies the page's
 * public web config writes from a script of their own, with as many anonymous accounts as
 * Firebase lets one address create, and each account starts its own hourly window. So a
 * production build without the site key goes out only when the owner says, with a flag that
 * names the consequence, that they know the limits are then advisory.
 */

/** The flag that deploys without App Check: `npm run deploy -- --without-app-check-limits-are-advisory`. */
export const WITHOUT_APP_CHECK_FLAG = '--without-app-check-limits-are-advisory';

export type AppCheckGate = { deploy: true; warning?: string } | { deploy: false; reason: string };

/** What a deploy without App Check leaves open, for the owner who asks for one. */
const ADVISORY_LIMITS =
  'Without App Check, any script can sign in anonymously with the site’s public config and write ' +
  'enquiries and trial requests as a browser would: each new anonymous account has its own hourly ' +
  'limit, and Firebase only caps how many accounts one IP address creates an hour, so the hourly ' +
  'limit slows one browser, not a script. The day’s cap on trial requests and each session’s trial ' +
  'places still hold, but a script can fill them and keep real visitors out until staff raise the cap.';

/**
 * `siteKey` is VITE_APP_CHECK_SITE_KEY as the production build reads it; `argv` the deploy's
 * own arguments.
 */
export function appCheckGate(siteKey: string | undefined, argv: readonly string[]): AppCheckGate {
  if (siteKey?.trim()) return { deploy: true };
  if (argv.includes(WITHOUT_APP_CHECK_FLAG)) {
    return {
      deploy: true,
      warning: `Deploying without App Check (${WITHOUT_APP_CHECK_FLAG}): the limits on public writes are advisory. ${ADVISORY_LIMITS}`,
    };
  }
  return {
    deploy: false,
    reason:
      'Not deploying: App Check is not configured (VITE_APP_CHECK_SITE_KEY is empty in .env.production.local). ' +
      'Set it up first (README, "Deploying", App Check), or, knowing what it leaves open, deploy with ' +
      `\`npm run deploy -- ${WITHOUT_APP_CHECK_FLAG}\`. ${ADVISORY_LIMITS}`,
  };
}
