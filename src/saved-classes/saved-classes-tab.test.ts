import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedClassChangeResult, SavedClassesResult } from '@/firebase/users';
import { createSavedClassesStore } from './saved-classes-store';
import { createSavedClassesTab, SAVED_CLASSES_CHANNEL } from './saved-classes-tab';

const MONDAY = 'monday-0900-fitness';
const TUESDAY = 'tuesday-0900-boxing';

const settle = () => new Promise((resolve) => setTimeout(resolve));

/** Another tab of the site: its own channel, as a second browser tab would open. */
const otherTabs: BroadcastChannel[] = [];
function otherTab() {
  const channel = new BroadcastChannel(SAVED_CLASSES_CHANNEL);
  otherTabs.push(channel);
  return channel;
}

const disconnects: (() => void)[] = [];
afterEach(() => {
  for (const channel of otherTabs.splice(0)) channel.close();
  for (const disconnect of disconnects.splice(0)) disconnect();
});

/** A store of member u1 (whose list the backend reads as `stored`) linked to this tab. */
async function connectedStore(stored: string[]) {
  const list = { stored };
  let answerWrite: ((result: SavedClassChangeResult) => void) | undefined;
  const tab = createSavedClassesTab(window);
  const backend = {
    read: vi.fn(async (): Promise<SavedClassesResult> => ({ ok: true, savedIds: list.stored, hasRecord: true })),
    change: vi.fn(
      () =>
        new Promise<SavedClassChangeResult>((resolve) => {
          answerWrite = resolve;
        }),
    ),
    announce: (uid: string) => tab.announce(uid),
  };
  const store = createSavedClassesStore(backend);
  tab.connect(store);
  disconnects.push(() => tab.disconnect());
  store.follow({ uid: 'u1' });
  await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
  return { store, backend, list, answerWrite: (result: SavedClassChangeResult) => answerWrite?.(result) };
}

function leave(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('saved classes in a browser tab', () => {
  it('reads the list again when the tab is shown after being hidden', async () => {
    const { store, backend, list } = await connectedStore([MONDAY]);
    list.stored = [MONDAY, TUESDAY];
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(backend.read).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(store.getState().savedIds).toEqual([MONDAY, TUESDAY]));
    expect(backend.read).toHaveBeenCalledTimes(2);
  });

  it('reads it again when the page comes back from the back/forward cache', async () => {
    const { store, list } = await connectedStore([]);
    list.stored = [TUESDAY];
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await vi.waitFor(() => expect(store.getState().savedIds).toEqual([TUESDAY]));
  });

  it('reads it again when another tab of the same member has changed it, and only then', async () => {
    const { store, backend, list } = await connectedStore([MONDAY]);
    list.stored = [MONDAY, TUESDAY];
    const other = otherTab();
    other.postMessage({ uid: 'someone-else' });
    other.postMessage({ uid: 'u1' });
    await vi.waitFor(() => expect(store.getState().savedIds).toEqual([MONDAY, TUESDAY]));
    expect(backend.read).toHaveBeenCalledTimes(2);
  });

  it('tells the other tabs when a change is written', async () => {
    const { store, answerWrite } = await connectedStore([]);
    const heard: unknown[] = [];
    otherTab().addEventListener('message', (event) => heard.push(event.data));
    store.setSaved(MONDAY, true);
    await settle();
    expect(heard).toEqual([]);
    answerWrite({ ok: true });
    await vi.waitFor(() => expect(heard).toEqual([{ uid: 'u1' }]));
  });

  it('asks before the page is left while a change is being written, and only then', async () => {
    const { store, answerWrite } = await connectedStore([]);
    expect(leave().defaultPrevented).toBe(false);
    store.setSaved(MONDAY, true);
    expect(leave().defaultPrevented).toBe(true);
    answerWrite({ ok: true });
    await vi.waitFor(() => expect(store.getState().isWriting).toBe(false));
    expect(leave().defaultPrevented).toBe(false);
  });

  it('stops listening once disconnected', async () => {
    const { store, backend } = await connectedStore([]);
    for (const disconnect of disconnects.splice(0)) disconnect();
    store.setSaved(MONDAY, true);
    expect(leave().defaultPrevented).toBe(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(backend.read).toHaveBeenCalledTimes(1);
  });
});
