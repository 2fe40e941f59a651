/**
 * The Auth emulator as the end-to-end tests use it: fresh addresses, accounts made through
 * its REST API (quicker than the sign-up page when sign-up is not the subject), the ID token
 * and uid of an account the page creates, and the password-reset codes it "sent".
 */
import type { Page } from '@playwright/test';
import { emulatorPorts, LOCAL_HOST } from '../../scripts/lib/local-emulators';
import { DEMO_PROJECT_ID } from '../../src/firebase/env-keys';

const AUTH_EMULATOR_ORIGIN = `http://${LOCAL_HOST}:${emulatorPorts().auth}`;
const IDENTITY_TOOLKIT = `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1`;
// The emulators accept any API key; the site's local mode sends this one.
const API_KEY = 'demo-api-key';

export const TEST_PASSWORD = 'rivage-2026';

/** The browser's log line for an answer the service refused (a wrong password, a taken address). */
export const BAD_REQUEST_LOG = /^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/;
/** The browser's log line for a request that never reached its server. */
export const FAILED_REQUEST_LOG = /^Failed to load resource: net::ERR_FAILED$/;

let counter = 0;
/** An address no other test (nor an earlier run against the same emulator) has used. */
export function freshEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.tn`;
}

interface EmulatorAccount {
  email: string;
  password: string;
  uid: string;
  idToken: string;
}

export async function createAccount(email = freshEmail('member'), password = TEST_PASSWORD): Promise<EmulatorAccount> {
  const response = await fetch(`${IDENTITY_TOOLKIT}/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`The Auth emulator refused to create ${email}: ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { email, password, uid: body.localId, idToken: body.idToken };
}

/**
 * Verifies the account's e-mail address as its owner would: the verification e-mail the account
 * page sends (`sendOobCode`, as `sendEmailVerification` asks for it), then its link opened (the
 * code applied, as the link's page does). The emulator keeps the e-mails it "sent".
 */
export async function verifyEmail(account: Pick<EmulatorAccount, 'email' | 'idToken'>): Promise<void> {
  const sent = await fetch(`${IDENTITY_TOOLKIT}/accounts:sendOobCode?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken: account.idToken }),
  });
  if (!sent.ok) throw new Error(`The Auth emulator sent no verification to ${account.email}: ${await sent.text()}`);
  const codes = (await emailCodesFor(account.email, 'VERIFY_EMAIL')) as { oobCode: string }[];
  const oobCode = codes.at(-1)?.oobCode;
  if (!oobCode) throw new Error(`No verification e-mail for ${account.email} in the Auth emulator`);
  const applied = await fetch(`${IDENTITY_TOOLKIT}/accounts:update?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  if (!applied.ok) throw new Error(`The verification link for ${account.email} failed: ${await applied.text()}`);
}

/** Resolves with the uid and ID token of the next account the page creates. */
export async function nextSignUpAnswer(page: Page): Promise<{ uid: string; idToken: string }> {
  const response = await page.waitForResponse(
    (candidate) => candidate.url().startsWith(`${IDENTITY_TOOLKIT}/accounts:signUp`) && candidate.ok(),
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/** The e-mails of one kind (`PASSWORD_RESET`, `VERIFY_EMAIL`) the emulator would have sent to `email`. */
export async function emailCodesFor(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<unknown[]> {
  const response = await fetch(`${AUTH_EMULATOR_ORIGIN}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType);
}

/** The password-reset e-mails the emulator would have sent to `email`. */
export function passwordResetCodesFor(email: string): Promise<unknown[]> {
  return emailCodesFor(email, 'PASSWORD_RESET');
}

/**
 * Makes every request to the Auth emulator go unanswered, like a service that is slow
 * rather than down: the page must give up on its own.
 */
export async function stallAuth(page: Page) {
  await page.route(`${AUTH_EMULATOR_ORIGIN}/**`, () => {});
}

/** Makes every request to the Auth emulator fail as if the service could not be reached. */
export async function cutOffAuth(page: Page) {
  await page.route(`${AUTH_EMULATOR_ORIGIN}/**`, (route) => route.abort('failed'));
}
