/**
 * The desk's short call: two rising tones made by Web Audio, no sound file to download. A
 * browser lets a page play sound only once a person has pressed something on it, so the context
 * is made (or resumed) by the button that turns the calls on, and reused for each arrival.
 */
const TONES = [
  { hz: 660, at: 0 },
  { hz: 990, at: 0.18 },
];
const TONE_SECONDS = 0.15;
const VOLUME = 0.2;

let context: AudioContext | undefined;

/** From the button's press: prepares the sound; false when the browser has no Web Audio. */
export function unlockArrivalSound(): boolean {
  if (typeof AudioContext === 'undefined') return false;
  context ??= new AudioContext();
  void context.resume();
  return true;
}

export function playArrivalSound(): void {
  if (!context) return;
  const start = context.currentTime;
  for (const tone of TONES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = tone.hz;
    // Up and down quickly rather than a hard edge, which clicks.
    gain.gain.setValueAtTime(0, start + tone.at);
    gain.gain.linearRampToValueAtTime(VOLUME, start + tone.at + 0.02);
    gain.gain.linearRampToValueAtTime(0, start + tone.at + TONE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + tone.at);
    oscillator.stop(start + tone.at + TONE_SECONDS);
  }
}
