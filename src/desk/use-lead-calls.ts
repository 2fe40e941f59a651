import { useCallback, useRef, useState } from 'react';
import { classLabels } from '@/content/class-labels';
import { deskCalls as words } from '@/content/desk-calls';
import type { DeskLead } from '@/firebase/desk-leads';
import { pageLocale } from '@/i18n/page-locale';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { playArrivalSound, unlockArrivalSound } from './arrival-sound';
import { leadNotice } from './lead-notice';

/**
 * `off` until staff press the button; then `on` (notifications and sound), or the sound alone
 * when notifications are `blocked` (refused for the site) or `unsupported` (no Notification here:
 * an insecure page, or a phone browser that shows them only from a service worker).
 */
export type CallsState = 'off' | 'on' | 'blocked' | 'unsupported';

/** The desk's calls for arriving leads: nothing at all until staff turn them on with the button. */
export function useLeadCalls() {
  const [state, setState] = useState<CallsState>('off');
  const current = useRef<CallsState>('off');

  const turnOn = useCallback(async () => {
    unlockArrivalSound();
    let next: CallsState;
    if (typeof Notification === 'undefined') next = 'unsupported';
    else {
      const permission =
        Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      next = permission === 'granted' ? 'on' : 'blocked';
    }
    current.current = next;
    setState(next);
  }, []);

  const call = useCallback((leads: readonly DeskLead[]) => {
    if (current.current === 'off') return;
    playArrivalSound();
    if (current.current !== 'on') return;
    for (const lead of leads) {
      const { title, body } = leadNotice(lead, { words, classLabels, locale: pageLocaleCode });
      try {
        // The lead's id as the tag: the same lead never shows twice.
        new Notification(title, { body, tag: lead.id, lang: pageLocaleCode, dir: pageLocale.dir });
      } catch {
        // Some phone browsers refuse the constructor outside a service worker: the sound has played.
        current.current = 'unsupported';
        setState('unsupported');
        return;
      }
    }
  }, []);

  return { state, turnOn, call };
}
