import { beforeEach, describe, expect, it } from 'vitest';
import { appStartMessages } from '@/content/form-notes';
import { appStartNoteHtml } from './app-start-note';
import { watchEarlySubmits } from './early-submit';

/** The note the visitor can see right now, if any. */
const visibleNote = () =>
  [...doc.querySelectorAll<HTMLElement>('[data-app-start-note]')].find((note) => !note.hidden)?.textContent ?? null;

// A fresh document per test, so each test's listeners watch only its own page.
let doc: Document;

describe('watchEarlySubmits', () => {
  let kind: 'wait' | 'failed';
  let form: HTMLFormElement;

  beforeEach(() => {
    kind = 'wait';
    doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<div id="root"><form method="dialog"><input name="email"></form></div>${appStartNoteHtml()}`;
    form = doc.querySelector('form') as HTMLFormElement;
    watchEarlySubmits(doc, () => kind);
  });

  function submit() {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  }

  it('answers a submit before the app runs with the wait note, and stops it going anywhere', () => {
    expect(visibleNote()).toBeNull();
    expect(submit().defaultPrevented).toBe(true);
    expect(visibleNote()).toBe(appStartMessages.wait);
  });

  it('says to reload once the app has failed to start', () => {
    kind = 'failed';
    submit();
    expect(visibleNote()).toBe(appStartMessages.failed);
  });

  it('hides the note when the visitor types again', () => {
    submit();
    form.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(visibleNote()).toBeNull();
  });

  it('hides the note once the app has hydrated, and leaves later submits to the app', async () => {
    submit();
    doc.documentElement.dataset.hydrated = 'true';
    await expect.poll(visibleNote).toBeNull();
    expect(submit().defaultPrevented).toBe(false);
    expect(visibleNote()).toBeNull();
  });
});
