import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DeskEnquiry, DeskLead, DeskResult, DeskTrial, LeadsPage } from '@/firebase/desk-leads';
import { fakeChange } from '../../../tests/fake-timetable-changes';
import { DeskInbox } from './desk-inbox';

const deskLeads = vi.hoisted(() => ({
  readLeadsPage: vi.fn(),
  answerLead: vi.fn(),
  deleteLead: vi.fn(),
  countNewLeads: vi.fn(),
}));
vi.mock('@/firebase/desk-leads', () => deskLeads);
// The current timetable changes, read once for the cancelled-trial marks.
const readCurrentChanges = vi.hoisted(() => vi.fn());
vi.mock('@/firebase/desk-timetable-changes', () => ({ readCurrentChanges }));
// The listener on the newest leads: the test delivers its answers (the lifecycle on the page: desk-page.test.tsx).
const live = vi.hoisted(() => {
  const state = {
    onLeads: (_leads: DeskLead[], _fromCache: boolean) => {},
    watchNewestLeads: vi.fn((handlers: { onLeads: (leads: DeskLead[], fromCache: boolean) => void }) => {
      state.onLeads = handlers.onLeads;
      return () => {};
    }),
  };
  return state;
});
vi.mock('@/firebase/desk-live-leads', () => ({ watchNewestLeads: live.watchNewestLeads }));

const enquiry = (id: string, overrides: Partial<DeskEnquiry> = {}): DeskEnquiry => ({
  id,
  kind: 'enquiry',
  name: `Visitor ${id}`,
  email: `${id}@example.tn`,
  className: 'Yoga',
  comment: 'Is there parking?',
  locale: 'fr',
  status: 'new',
  // 09:05 UTC is 10:05 in Tunis.
  createdAt: new Date('2027-03-14T09:05:00Z'),
  note: '',
  ...overrides,
});

const trial: DeskTrial = {
  id: 't1',
  kind: 'trial',
  name: 'Amira',
  email: '',
  phone: '+21620123456',
  whatsapp: true,
  className: 'Boxing',
  slotId: 'tuesday-0900-boxing',
  sessionId: 'tuesday-0900-boxing_2027-03-16',
  sessionStart: new Date('2027-03-16T08:00:00Z'),
  locale: 'ar',
  status: 'new',
  createdAt: new Date('2027-03-14T10:00:00Z'),
  note: '',
};

const page = (items: DeskLead[], next?: unknown): DeskResult<LeadsPage> => ({
  ok: true,
  value: { items, ...(next ? { next: next as LeadsPage['next'] } : {}) },
});

const onNewCount = vi.fn();

beforeEach(() => {
  deskLeads.readLeadsPage.mockReset().mockResolvedValue(page([enquiry('e1'), trial]));
  deskLeads.answerLead.mockReset().mockResolvedValue({ ok: true, value: undefined });
  deskLeads.deleteLead.mockReset().mockResolvedValue({ ok: true, value: undefined });
  deskLeads.countNewLeads.mockReset().mockResolvedValue({ ok: true, value: 3 });
  onNewCount.mockReset();
  readCurrentChanges.mockReset().mockResolvedValue({ ok: true, value: [] });
});

function renderInbox() {
  const user = userEvent.setup();
  render(<DeskInbox onNewCount={onNewCount} />);
  return user;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the inbox list', () => {
  it('shows a loading state, then each lead: name, kind, when (Tunis time), language, class, message', async () => {
    renderInbox();
    expect(screen.getByText('Loading the inbox…')).toHaveAttribute('role', 'status');
    const first = await screen.findByRole('article', { name: 'Visitor e1' });
    expect(within(first).getByText('Enquiry')).toBeInTheDocument();
    expect(within(first).getByText('Received 14 March 2027 at 10:05')).toBeInTheDocument();
    expect(within(first).getByText('Français')).toHaveAttribute('lang', 'fr');
    expect(within(first).getByText('Yoga')).toBeInTheDocument();
    expect(within(first).getByText('Is there parking?')).toHaveAttribute('dir', 'auto');
    expect(deskLeads.readLeadsPage).toHaveBeenCalledTimes(1);
    expect(deskLeads.readLeadsPage).toHaveBeenCalledWith({
      status: undefined,
      kind: undefined,
      signal: expect.any(AbortSignal),
    });
    await waitFor(() => expect(onNewCount).toHaveBeenLastCalledWith(3));
  });

  it('shows a trial’s session from the timetable, its phone, and replies in the visitor’s language', async () => {
    renderInbox();
    const trialCard = await screen.findByRole('article', { name: 'Amira' });
    expect(within(trialCard).getByText('Trial request')).toBeInTheDocument();
    expect(within(trialCard).getByText('Tuesday 16 March, 09:00–10:00')).toBeInTheDocument();
    expect(within(trialCard).getByText('+21620123456')).toBeInTheDocument();
    expect(within(trialCard).getByText('Reply (written in العربية)')).toBeInTheDocument();
    const whatsApp = within(trialCard).getByRole('link', { name: 'WhatsApp' });
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/21620123456\?text=%D9%85%D8%B1/);
    expect(within(trialCard).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+21620123456');
    expect(within(trialCard).queryByRole('link', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it('marks a trial whose session was cancelled, with a message in the visitor’s language to tell them', async () => {
    readCurrentChanges.mockResolvedValue({
      ok: true,
      value: [fakeChange({ kind: 'cancelled', slotId: 'tuesday-0900-boxing', date: '2027-03-16' })],
    });
    renderInbox();
    const trialCard = await screen.findByRole('article', { name: 'Amira' });
    expect(await within(trialCard).findByText('Session cancelled')).toBeInTheDocument();
    const tell = within(trialCard).getByRole('link', { name: 'Tell them by WhatsApp' });
    expect(decodeURIComponent(tell.getAttribute('href') ?? '')).toContain(
      'أُلغيت حصة الملاكمة يوم الثلاثاء 16 مارس، 09:00',
    );
    // The enquiry has no session: nothing to mark.
    expect(within(screen.getByRole('article', { name: 'Visitor e1' })).queryByText('Session cancelled')).toBeNull();
    expect(readCurrentChanges).toHaveBeenCalledTimes(1);
  });

  it('marks a trial on a day the gym is closed by special hours', async () => {
    readCurrentChanges.mockResolvedValue({
      ok: true,
      value: [fakeChange({ kind: 'hours', from: '2027-03-15', to: '2027-03-17', closed: true })],
    });
    renderInbox();
    const trialCard = await screen.findByRole('article', { name: 'Amira' });
    expect(await within(trialCard).findByText('Session cancelled')).toBeInTheDocument();
  });

  it('marks nothing for a change to another date of the same class', async () => {
    readCurrentChanges.mockResolvedValue({
      ok: true,
      value: [fakeChange({ kind: 'cancelled', slotId: 'tuesday-0900-boxing', date: '2027-03-23' })],
    });
    renderInbox();
    const trialCard = await screen.findByRole('article', { name: 'Amira' });
    await waitFor(() => expect(readCurrentChanges).toHaveBeenCalled());
    expect(within(trialCard).queryByText('Session cancelled')).toBeNull();
  });

  it('marks nothing when the changes could not be read', async () => {
    readCurrentChanges.mockResolvedValue({ ok: false, reason: 'network' });
    renderInbox();
    const trialCard = await screen.findByRole('article', { name: 'Amira' });
    await waitFor(() => expect(readCurrentChanges).toHaveBeenCalled());
    expect(within(trialCard).queryByText('Session cancelled')).toBeNull();
  });

  it('shows what a visitor typed as text, never HTML, with direction controls visible and hidden characters gone', async () => {
    deskLeads.readLeadsPage.mockResolvedValue(
      page([enquiry('x', { name: '<img src=x onerror=alert(1)>\u200B', comment: 'pay\u202Etxt.exe\r\n<b>bold</b>' })]),
    );
    renderInbox();
    const item = await screen.findByRole('article', { name: '<img src=x onerror=alert(1)>' });
    expect(item.querySelector('img')).toBeNull();
    const comment = within(item).getByText(/^pay\[U\+202E\]txt\.exe/);
    expect(comment).toHaveAttribute('dir', 'auto');
    expect(comment.innerHTML).toBe('pay[U+202E]txt.exe<br>&lt;b&gt;bold&lt;/b&gt;');
  });

  it('says when there is nothing yet, and when nothing matches the filters', async () => {
    deskLeads.readLeadsPage.mockResolvedValue(page([]));
    const user = renderInbox();
    expect(await screen.findByText('No enquiries or trial requests yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Trial request');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('asks again with the chosen filters as one query each', async () => {
    const user = renderInbox();
    await screen.findByRole('article', { name: 'Amira' });
    const filters = screen.getByRole('group', { name: 'Show' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'Contacted');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Kind' }), 'Enquiry');
    await waitFor(() =>
      expect(deskLeads.readLeadsPage).toHaveBeenLastCalledWith({
        status: 'contacted',
        kind: 'enquiry',
        signal: expect.any(AbortSignal),
      }),
    );
    expect(deskLeads.readLeadsPage).toHaveBeenCalledTimes(3);
  });

  it('says what failed and tries again on Try again', async () => {
    deskLeads.readLeadsPage.mockResolvedValueOnce({ ok: false, reason: 'network' });
    const user = renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('the connection failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Amira' })).toBeInTheDocument();
  });

  it('pages on with Show more from the cursor, and hides it on the last page', async () => {
    const cursor = { snapshot: 'after-t1' };
    deskLeads.readLeadsPage.mockResolvedValueOnce(page([enquiry('e1'), trial], cursor));
    deskLeads.readLeadsPage.mockResolvedValueOnce(page([enquiry('e2')]));
    const user = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Visitor e2' })).toBeInTheDocument();
    expect(deskLeads.readLeadsPage).toHaveBeenLastCalledWith({ status: undefined, kind: undefined, after: cursor });
    expect(screen.getByText('3 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps the page shown when Show more fails, and says so', async () => {
    deskLeads.readLeadsPage.mockResolvedValueOnce(page([enquiry('e1')], { snapshot: 'c' }));
    deskLeads.readLeadsPage.mockResolvedValueOnce({ ok: false, reason: 'unavailable' });
    const user = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not answer in time');
    expect(card('Visitor e1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
  });
});

describe('answering a lead', () => {
  it('saves the status and note, shows Saved, and updates the lead in place', async () => {
    const user = renderInbox();
    const item = await screen.findByRole('article', { name: 'Visitor e1' });
    await user.selectOptions(within(item).getByRole('combobox', { name: 'Status' }), 'Contacted');
    const note = within(item).getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.paste('Called back');
    expect(note).toHaveAccessibleDescription('11 of 500 characters');
    expect(note).toHaveAttribute('maxlength', '500');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByText('Saved.')).toBeInTheDocument();
    expect(deskLeads.answerLead).toHaveBeenCalledWith(expect.objectContaining({ id: 'e1' }), {
      status: 'contacted',
      note: 'Called back',
    });
    expect(within(item).getAllByText('Contacted')).not.toHaveLength(0);
    await waitFor(() => expect(deskLeads.countNewLeads).toHaveBeenCalledTimes(2));
  });

  it('says a trial gives its place back by itself when lost or deleted, and hands the whole lead to the save', async () => {
    // Two days before the trial's session: it still holds its place.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-14T12:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = renderInbox();
    const amira = await screen.findByRole('article', { name: 'Amira' });
    const status = within(amira).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveAccessibleDescription(
      'Marked lost, or deleted, this trial gives its place in the class back at once: nothing more to do.',
    );
    // An enquiry holds no place.
    expect(within(card('Visitor e1')).getByRole('combobox', { name: 'Status' })).not.toHaveAccessibleDescription();
    await user.selectOptions(status, 'Lost');
    await user.click(within(amira).getByRole('button', { name: 'Save' }));
    expect(await within(amira).findByText('Saved.')).toBeInTheDocument();
    // The Firebase layer moves the place with the lead's session, as stored.
    expect(deskLeads.answerLead).toHaveBeenCalledWith(trial, { status: 'lost', note: '' });
  });

  it('keeps what was chosen and typed when the save fails', async () => {
    let answer: (value: unknown) => void = () => {};
    deskLeads.answerLead.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = renderInbox();
    const item = await screen.findByRole('article', { name: 'Visitor e1' });
    await user.selectOptions(within(item).getByRole('combobox', { name: 'Status' }), 'Lost');
    await user.click(within(item).getByRole('textbox', { name: 'Note' }));
    await user.paste('No answer');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(within(item).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => answer({ ok: false, reason: 'network' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Your changes are kept');
    expect(within(item).getByRole('combobox', { name: 'Status' })).toHaveValue('lost');
    expect(within(item).getByRole('textbox', { name: 'Note' })).toHaveValue('No answer');
  });
});

describe('deleting a lead', () => {
  it('asks first; Cancel puts focus back on Delete and deletes nothing', async () => {
    const user = renderInbox();
    const item = await screen.findByRole('article', { name: 'Visitor e1' });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(within(item).getByText('Delete Visitor e1’s request for good? This cannot be undone.')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(within(item).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(deskLeads.deleteLead).not.toHaveBeenCalled();
  });

  it('deletes on confirmation, removes the lead in place and moves focus to the next one', async () => {
    const user = renderInbox();
    const item = await screen.findByRole('article', { name: 'Visitor e1' });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Visitor e1' })).not.toBeInTheDocument());
    expect(deskLeads.deleteLead).toHaveBeenCalledWith(expect.objectContaining({ id: 'e1' }));
    expect(screen.getByRole('heading', { name: 'Amira' })).toHaveFocus();
    expect(screen.getByText('Visitor e1’s request was deleted.')).toBeInTheDocument();
  });

  it('moves focus to the inbox heading when the last lead goes, and says when a deletion failed', async () => {
    deskLeads.readLeadsPage.mockResolvedValue(page([trial]));
    deskLeads.deleteLead.mockResolvedValueOnce({ ok: false, reason: 'network' });
    const user = renderInbox();
    const item = await screen.findByRole('article', { name: 'Amira' });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Not deleted');
    await user.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Inbox' })).toHaveFocus());
  });
});

describe('leads that arrive while the desk is open', { timeout: 15_000 }, () => {
  it('puts an arrival at the top, and keeps one that came while the list was still loading', async () => {
    let answerPage!: (value: DeskResult<LeadsPage>) => void;
    deskLeads.readLeadsPage.mockReturnValueOnce(
      new Promise((resolve) => {
        answerPage = resolve;
      }),
    );
    live.watchNewestLeads.mockClear();
    renderInbox();
    await waitFor(() => expect(live.watchNewestLeads).toHaveBeenCalledTimes(1));
    act(() => live.onLeads([trial], false));
    const arrival = enquiry('e9', { createdAt: new Date('2027-03-14T11:00:00Z') });
    act(() => live.onLeads([arrival, trial], false));
    await act(async () => answerPage(page([trial, enquiry('e1')])));
    const names = async () =>
      (await screen.findAllByRole('article')).map((article) => article.textContent?.split('Received')[0]);
    expect(await names()).toEqual([
      expect.stringContaining('Visitor e9'),
      expect.stringContaining('Amira'),
      expect.stringContaining('Visitor e1'),
    ]);

    const second = enquiry('e10', { createdAt: new Date('2027-03-14T12:00:00Z') });
    act(() => live.onLeads([second, arrival, trial], false));
    expect(await names()).toHaveLength(4);
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Visitor e10');
  });
});

// The inbox's chunks and the calls' words load on first use: seconds on a loaded machine.
describe('the desk calling staff', { timeout: 15_000 }, () => {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const tones = vi.fn();
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = vi.fn(async (): Promise<NotificationPermission> => {
      FakeNotification.permission = 'granted';
      return 'granted';
    });
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume = async () => {};
    createOscillator = () => {
      tones();
      return { frequency: { value: 0 }, connect: (next: unknown) => next, start: () => {}, stop: () => {} };
    };
    createGain = () => ({
      gain: { setValueAtTime: () => {}, linearRampToValueAtTime: () => {} },
      connect: (next: unknown) => next,
    });
  }

  beforeEach(() => {
    shown.length = 0;
    tones.mockClear();
    FakeNotification.permission = 'default';
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    return () => vi.unstubAllGlobals();
  });

  async function openWithOneLead() {
    live.watchNewestLeads.mockClear();
    const user = renderInbox();
    await screen.findByRole('article', { name: 'Amira' });
    await waitFor(() => expect(live.watchNewestLeads).toHaveBeenCalledTimes(1));
    act(() => live.onLeads([trial], false));
    return user;
  }

  it('neither notifies nor sounds until staff press the button', async () => {
    await openWithOneLead();
    act(() => live.onLeads([enquiry('e9', { createdAt: new Date('2027-03-14T11:00:00Z') }), trial], false));
    expect(await screen.findByRole('article', { name: 'Visitor e9' })).toBeInTheDocument();
    expect(shown).toEqual([]);
    expect(tones).not.toHaveBeenCalled();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });

  it('after the button, says who and what for each arrival, with a sound', async () => {
    const user = await openWithOneLead();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Notifications are on while this page is open.')).toHaveAttribute('role', 'status');
    act(() =>
      live.onLeads(
        [
          enquiry('e9', { name: 'Amira Ben Salah', createdAt: new Date('2027-03-14T11:00:00Z') }),
          { ...trial, id: 't2', name: 'Karim', className: 'Yoga', createdAt: new Date('2027-03-14T10:30:00Z') },
          trial,
        ],
        false,
      ),
    );
    expect(shown.map(({ title, options }) => [title, options.body])).toEqual([
      ['Enquiry: Amira Ben Salah', ''],
      ['Trial request: Yoga, Tuesday 16 March, 09:00', 'Karim'],
    ]);
    expect(shown[0]?.options).toMatchObject({ tag: 'e9', lang: 'en', dir: 'ltr' });
    expect(tones).toHaveBeenCalled();
  });

  it('plays the sound alone, and says how to allow notifications, when the browser refuses them', async () => {
    FakeNotification.requestPermission.mockResolvedValueOnce('denied');
    const user = await openWithOneLead();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(/blocks notifications for this site: only the sound will play/)).toBeInTheDocument();
    act(() => live.onLeads([enquiry('e9', { createdAt: new Date('2027-03-14T11:00:00Z') }), trial], false));
    expect(shown).toEqual([]);
    expect(tones).toHaveBeenCalled();
  });
});
