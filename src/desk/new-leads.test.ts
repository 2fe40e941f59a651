import { describe, expect, it } from 'vitest';
import type { DeskEnquiry, DeskLead } from '@/firebase/desk-leads';
import { arrivalTracker, withArrivals } from './new-leads';

const lead = (id: string, minute: number, overrides: Partial<DeskEnquiry> = {}): DeskLead => ({
  id,
  kind: 'enquiry',
  name: id,
  email: '',
  className: null,
  comment: '',
  locale: 'en',
  status: 'new',
  createdAt: new Date(Date.UTC(2027, 2, 14, 9, minute)),
  note: '',
  ...overrides,
});

describe('arrivalTracker', () => {
  it('takes the first answer from the server as what the desk already shows', () => {
    const arrivals = arrivalTracker();
    expect(arrivals([lead('b', 2), lead('a', 1)], false)).toEqual([]);
    expect(arrivals([lead('c', 3), lead('b', 2), lead('a', 1)], false).map((item) => item.id)).toEqual(['c']);
  });

  it('waits for the server: an answer from the cache (empty offline) is not the starting point', () => {
    const arrivals = arrivalTracker();
    expect(arrivals([], true)).toEqual([]);
    expect(arrivals([lead('a', 1)], false)).toEqual([]);
    expect(arrivals([lead('b', 2), lead('a', 1)], false).map((item) => item.id)).toEqual(['b']);
  });

  it('gives each arrival once, and never an older lead that moves up when a newer one is deleted', () => {
    const arrivals = arrivalTracker();
    arrivals([lead('c', 3), lead('b', 2)], false);
    expect(arrivals([lead('d', 4), lead('c', 3)], false).map((item) => item.id)).toEqual(['d']);
    expect(arrivals([lead('d', 4), lead('c', 3)], false)).toEqual([]);
    expect(arrivals([lead('c', 3), lead('b', 2), lead('a', 1)], false)).toEqual([]);
  });

  it('counts every lead as an arrival when the inbox was empty at the start', () => {
    const arrivals = arrivalTracker();
    arrivals([], false);
    expect(arrivals([lead('a', 1)], false).map((item) => item.id)).toEqual(['a']);
  });
});

describe('withArrivals', () => {
  const shown = [lead('b', 2), lead('a', 1)];

  it('puts the arrivals at the top, newest first, none twice', () => {
    const merged = withArrivals(shown, [lead('c', 3), lead('d', 4), lead('b', 2), lead('d', 4)], {});
    expect(merged.map((item) => item.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('leaves out the arrivals the filters hide', () => {
    const trial: DeskLead = {
      ...lead('t', 5),
      kind: 'trial',
      phone: '',
      whatsapp: false,
      slotId: '',
      sessionId: '',
      sessionStart: null,
    };
    expect(withArrivals(shown, [trial, lead('c', 3)], { kind: 'enquiry' }).map((item) => item.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(withArrivals(shown, [lead('c', 3, { status: 'lost' })], { status: 'new' })).toBe(shown);
  });
});
