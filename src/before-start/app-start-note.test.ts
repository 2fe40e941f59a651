import { describe, expect, it } from 'vitest';
import { appStartMessages } from '@/content/form-notes';
import { appStartNoteHtml, withAppStartNote } from './app-start-note';

describe('appStartNoteHtml', () => {
  it('is one polite status region holding each message, hidden until a form is submitted early', () => {
    document.body.innerHTML = appStartNoteHtml();
    const region = document.getElementById('app-start-note');
    expect(region).toHaveAttribute('role', 'status');
    const notes = [...(region?.querySelectorAll('p') ?? [])];
    expect(notes.map((note) => [note.dataset.appStartNote, note.textContent, note.hidden])).toEqual([
      ['wait', appStartMessages.wait, true],
      ['failed', appStartMessages.failed, true],
    ]);
  });

  it('escapes the text it is given', () => {
    document.body.innerHTML = appStartNoteHtml({ wait: '<b>a & b</b>', failed: 'x' });
    expect(document.querySelector('[data-app-start-note="wait"]')?.textContent).toBe('<b>a & b</b>');
  });
});

describe('withAppStartNote', () => {
  it('puts the note where index.html asks for it, outside the app root', () => {
    const html = withAppStartNote('<body><div id="root"></div><!--app-start-note--></body>');
    expect(html).toBe(`<body><div id="root"></div>${appStartNoteHtml()}</body>`);
  });

  it('fails the build when the placeholder is gone, rather than ship pages without the note', () => {
    expect(() => withAppStartNote('<body><div id="root"></div></body>')).toThrow(/placeholder/);
  });
});
