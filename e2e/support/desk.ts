/**
 * The front desk as a staff member sees it once it has filled in. Its parts answer one by one
 * after it opens (the overview's roster and month, the timetable changes, the inbox), and a part
 * that answers grows and moves everything below it: the month's charts push the changes form
 * and the inbox most of a screen down. A click whose button goes down just before such an
 * answer and comes up just after it lands on whatever moved under the pointer, and is lost. A
 * test therefore uses the desk's controls once nothing on it still says it is loading.
 */
import type { Page } from '@playwright/test';
import { deskPage as arabicDesk } from '../../src/content/ar/desk';
import { deskChanges as arabicChanges } from '../../src/content/ar/desk-changes';
import { deskInbox as arabicInbox } from '../../src/content/ar/desk-inbox';
import { deskOverview as arabicOverview } from '../../src/content/ar/desk-overview';
import { deskPage as englishDesk } from '../../src/content/desk';
import { deskChanges as englishChanges } from '../../src/content/desk-changes';
import { deskInbox as englishInbox } from '../../src/content/desk-inbox';
import { deskOverview as englishOverview } from '../../src/content/desk-overview';
import { deskPage as frenchDesk } from '../../src/content/fr/desk';
import { deskChanges as frenchChanges } from '../../src/content/fr/desk-changes';
import { deskInbox as frenchInbox } from '../../src/content/fr/desk-inbox';
import { deskOverview as frenchOverview } from '../../src/content/fr/desk-overview';
import type { LocaleCode } from '../../src/i18n/locales';
import { FIRESTORE_ANSWER } from './firestore-answer';
import { expect } from './fixtures';

const words = {
  en: { desk: englishDesk, overview: englishOverview, changes: englishChanges, inbox: englishInbox },
  fr: { desk: frenchDesk, overview: frenchOverview, changes: frenchChanges, inbox: frenchInbox },
  ar: { desk: arabicDesk, overview: arabicOverview, changes: arabicChanges, inbox: arabicInbox },
} as const;

/**
 * Waits until the staff desk (in the page's language) is open and every part of it has answered,
 * read or failed: none of its loading lines is left. Each part's read is bounded, so this is too.
 */
export async function waitForSettledDesk(page: Page, code: LocaleCode = 'en') {
  const { desk, overview, changes, inbox } = words[code];
  const main = page.getByRole('main');
  // The overview is there once the account is known to be staff; before that nothing has started.
  await expect(main.getByRole('heading', { name: overview.month.heading })).toBeVisible(FIRESTORE_ANSWER);
  const loadingLines = [
    desk.checking,
    desk.checkingAccess,
    desk.changesLoading,
    overview.loading,
    overview.roster.loading,
    overview.month.loading,
    changes.list.loading,
    inbox.loading,
  ].map((text) => main.getByText(text, { exact: true }));
  const anyLoadingLine = loadingLines.reduce((either, line) => either.or(line));
  await expect(anyLoadingLine).toHaveCount(0, FIRESTORE_ANSWER);
}
