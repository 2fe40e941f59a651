import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { type AccountReturn, saveAfterSignInOf } from '@/auth/account-return';
import { CloseIcon } from '@/components/ui/icons';
import { paths } from '@/content/paths';
import { savedClassesWords as words } from '@/content/saved-classes';
import { classSlotById } from '@/timetable/class-slots';
import { slotName } from '@/timetable/slot-name';
import { savedClasses, useFollowMember, useSavedClassesState } from './saved-classes';
import type { SavedClassNotice } from './saved-classes-store';

const toastClasses = 'pointer-events-auto flex w-full max-w-md items-start gap-3 bg-ink p-4 text-white shadow-2xl';
const toastLinkClasses = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-4';

function nameOf(slotId: string): string {
  const slot = classSlotById(slotId);
  return slot ? slotName(slot) : slotId;
}

/** Told as alerts: the member's change did not happen, or cannot be seen to have happened. */
const failureKinds: ReadonlySet<SavedClassNotice['kind']> = new Set([
  'save-failed',
  'remove-failed',
  'save-unconfirmed',
  'remove-unconfirmed',
  'load-failed',
]);

function isFailure(notice: SavedClassNotice): boolean {
  return failureKinds.has(notice.kind);
}

function noticeText(notice: SavedClassNotice): string {
  switch (notice.kind) {
    case 'saved':
      return words.saved(nameOf(notice.slotId));
    case 'removed':
      return words.removed(nameOf(notice.slotId));
    case 'save-failed':
      return `${words.saveFailed(nameOf(notice.slotId))} ${words.failureReasons[notice.reason]}`;
    case 'remove-failed':
      return `${words.removeFailed(nameOf(notice.slotId))} ${words.failureReasons[notice.reason]}`;
    case 'late-saved':
      return words.lateSaved(nameOf(notice.slotId));
    case 'late-removed':
      return words.lateRemoved(nameOf(notice.slotId));
    case 'save-unconfirmed':
      return words.saveUnconfirmed(nameOf(notice.slotId));
    case 'remove-unconfirmed':
      return words.removeUnconfirmed(nameOf(notice.slotId));
    case 'load-failed':
      return `${words.loadFailed} ${words.failureReasons[notice.reason]}`;
  }
}

interface SavedClassesNoticesProps {
  /**
   * On My week itself: no link to it, and a failed read is told by the page, in the place of
   * the list, rather than here too.
   */
  isMyWeek?: boolean;
}

/**
 * What every page with Save controls mounts once: it keeps the saved classes on the signed-in
 * member, sends a signed-out visitor who pressed Save to sign in (and back), finishes that save
 * on their return, and tells what became of each save, removal or read: successes politely,
 * failures as alerts, at the foot of the screen over the page, so nothing in it moves.
 */
export function SavedClassesNotices({ isMyWeek = false }: SavedClassesNoticesProps) {
  useFollowMember();
  const { status, notice, signInNeededFor } = useSavedClassesState();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const saveOnReturn = saveAfterSignInOf(location.state);

  useEffect(() => {
    if (!signInNeededFor) return;
    savedClasses.signInHandled();
    const back: AccountReturn = { returnTo: here, saveSlotId: signInNeededFor };
    navigate(paths.signIn, { state: back });
  }, [signInNeededFor, here, navigate]);

  useEffect(() => {
    // Sent back here just signed in: the page can render before the new session has reached the
    // store, which then still says signed out. The save waits until it follows the member.
    if (!saveOnReturn || status === 'unknown' || status === 'signed-out') return;
    savedClasses.setSaved(saveOnReturn, true);
    // Done once: a reload or Back to this entry must not save it again.
    navigate(here, { replace: true, state: null, preventScrollReset: true });
  }, [saveOnReturn, status, here, navigate]);

  // A notice belongs to the page it happened on.
  useEffect(() => () => savedClasses.dismissNotice(), []);

  const failure = notice && isFailure(notice) && !(isMyWeek && notice.kind === 'load-failed') ? notice : null;
  const success = notice && !isFailure(notice) ? notice : null;
  const close = (
    <button
      type="button"
      aria-label={words.dismiss}
      onClick={() => savedClasses.dismissNotice()}
      className="-m-2 ms-auto inline-flex size-11 shrink-0 items-center justify-center"
    >
      <CloseIcon className="size-5" />
    </button>
  );

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-4">
      <div role="status" className="flex w-full justify-center">
        {success && (
          <div key={success.key} className={toastClasses}>
            <div>
              <p>{noticeText(success)}</p>
              {!isMyWeek && (success.kind === 'saved' || success.kind === 'late-saved') && (
                <Link to={paths.account} className={toastLinkClasses}>
                  {words.seeMyWeek}
                </Link>
              )}
            </div>
            {close}
          </div>
        )}
      </div>
      <div role="alert" className="flex w-full justify-center">
        {failure && (
          <div key={failure.key} className={`${toastClasses} border-s-4 border-red`}>
            <div>
              <p>{noticeText(failure)}</p>
              {failure.kind === 'load-failed' && (
                <button type="button" onClick={() => savedClasses.retry()} className={toastLinkClasses}>
                  {words.retry}
                </button>
              )}
            </div>
            {close}
          </div>
        )}
      </div>
    </div>
  );
}
