import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ChangeLines } from './change-lines';
import type { ChangeLine } from './live-timetable-format';

/** Free room for the lines, in px from the containing block's top and inline-start edges. */
export interface Band {
  top: number;
  inlineStart: number;
  width: number;
  height: number;
}

interface FittedChangeLinesProps {
  lines: readonly ChangeLine[];
  tone?: 'onLight' | 'onDark';
  /**
   * The bands the lines may take, best first (the box is a child of its containing block). The
   * first that holds them all is used; when none does, the first, showing the lines that fit.
   * Called again whenever `observed` changes size.
   */
  measure: (box: HTMLElement) => readonly Band[];
  /** The element whose size moves the bands (the row, the card). */
  observed: (box: HTMLElement) => Element;
  className?: string;
  /** Added while clipped lines are shown in full over what lies below (hover or focus). */
  openClassName?: string;
}

interface Placement {
  band: Band;
  /** How much of the box shows: every line, or the whole lines that fit the band (one at least). */
  shownHeight: number;
  isClipped: boolean;
}

/**
 * The live changes laid into room the page already has ("no layout shift when the
 * changes arrive"). The changes come after the page is drawn, so taking new height would push
 * everything below them; instead the lines are positioned over a band the layout leaves empty
 * (a row's space under its text, a card's picture above its words), measured before they are
 * painted and again on every resize, and take no height at all. Lines longer than the band show
 * as many whole lines as fit, and in full, over what lies below, on hover or focus; the whole
 * text is always in the page for screen readers.
 */
export function FittedChangeLines({
  lines,
  tone,
  measure,
  observed,
  className,
  openClassName,
}: FittedChangeLinesProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement>();
  const [isOpen, setIsOpen] = useState(false);

  // Before the browser paints the lines, so they never show anywhere else first, and again
  // after every render (the lines may change): an equal placement renders nothing more.
  const placeRef = useRef(() => {});
  useLayoutEffect(() => {
    placeRef.current = () => {
      const box = boxRef.current;
      const next = box && placeLines(box, measure(box));
      if (next) setPlacement((previous) => (samePlacement(previous, next) ? previous : next));
    };
    placeRef.current();
  });
  // And on every resize of the row or card. Not in every test environment: the placement then
  // stays as measured.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => placeRef.current());
    observer.observe(observed(box));
    return () => observer.disconnect();
  }, [observed]);

  const style: CSSProperties = placement
    ? {
        ...boxStyle(placement),
        ...(isOpen ? { maxHeight: undefined, zIndex: 10 } : {}),
      }
    : { position: 'absolute', visibility: 'hidden' };
  const isClipped = placement?.isClipped ?? false;
  const open = () => setIsOpen(true);
  const close = () => setIsOpen(false);
  return (
    <div
      ref={boxRef}
      style={style}
      className={cn(className, isOpen && openClassName)}
      // Ancillary to the row or card it sits in. Only clipped lines need a way to be read in
      // full: a hover, or a tab stop.
      role="note"
      tabIndex={isClipped ? 0 : undefined}
      onFocus={isClipped ? open : undefined}
      onBlur={isClipped ? close : undefined}
      onMouseEnter={isClipped ? open : undefined}
      onMouseLeave={isClipped ? close : undefined}
    >
      <ChangeLines lines={lines} tone={tone} />
    </div>
  );
}

function boxStyle({ band, shownHeight }: Placement): CSSProperties {
  return {
    position: 'absolute',
    top: band.top,
    insetInlineStart: band.inlineStart,
    width: band.width,
    maxHeight: shownHeight,
    overflow: 'hidden',
  };
}

/** What placing the box sets on it while it measures (through the style object, as React does: the site's CSP refuses style attributes). */
const MEASURED_PROPERTIES = ['position', 'top', 'insetInlineStart', 'width', 'maxHeight'] as const;

/**
 * Lays the box out in each band in turn and picks: the first that holds every line; else the
 * first that holds the first sentence whole (a narrow band may break it into many lines); else
 * the first, with its first line. Leaves the box's style as it was.
 */
function placeLines(box: HTMLElement, bands: readonly Band[]): Placement | undefined {
  const list = box.firstElementChild;
  const [first] = bands;
  if (!first || !(list instanceof HTMLElement)) return undefined;
  const saved = MEASURED_PROPERTIES.map((property) => box.style[property]);
  let partial: Placement | undefined;
  let placement: Placement | undefined;
  for (const band of bands) {
    layOutAt(box, band);
    const fit = fittingHeight(box, list, band.height);
    if (fit.isComplete) {
      placement = { band, shownHeight: fit.height, isClipped: false };
      break;
    }
    if (!partial && fit.holdsFirstSentence) partial = { band, shownHeight: fit.height, isClipped: true };
  }
  if (!placement && !partial) {
    layOutAt(box, first);
    partial = { band: first, shownHeight: fittingHeight(box, list, first.height).height, isClipped: true };
  }
  MEASURED_PROPERTIES.forEach((property, index) => {
    box.style[property] = saved[index] ?? '';
  });
  return placement ?? partial;
}

/** The box at the band's place and width, every line shown: how the lines would lie there. */
function layOutAt(box: HTMLElement, band: Band) {
  box.style.position = 'absolute';
  box.style.top = `${band.top}px`;
  box.style.insetInlineStart = `${band.inlineStart}px`;
  box.style.width = `${band.width}px`;
  box.style.maxHeight = 'none';
}

/**
 * How much of the box `room` holds: all of it, or down to the last whole line inside it (one at
 * least). Lines are measured as line boxes (their text's middle plus half the line height): the
 * text's own boxes are taller than the line in some fonts (the Arabic one), and clipping at
 * their bottom would show the top of the next line.
 */
function fittingHeight(
  box: HTMLElement,
  list: HTMLElement,
  room: number,
): { height: number; isComplete: boolean; holdsFirstSentence: boolean } {
  const whole = box.scrollHeight;
  if (whole <= room + 0.5) return { height: whole, isComplete: true, holdsFirstSentence: true };
  const top = box.getBoundingClientRect().top;
  const halfLine = (Number.parseFloat(getComputedStyle(list).lineHeight) || 0) / 2;
  const range = document.createRange();
  const lineBottoms = (text: Node) => {
    range.selectNodeContents(text);
    return [...(range.getClientRects?.() ?? [])].map((rect) => (rect.top + rect.bottom) / 2 + halfLine - top);
  };
  const bottoms: number[] = [];
  const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) bottoms.push(...lineBottoms(text));
  const fitting = bottoms.filter((bottom) => bottom <= room + 0.5);
  const height = fitting.length > 0 ? Math.max(...fitting) : Math.min(...bottoms, whole);
  // The first line's own words: the text before its note.
  const sentence = list.firstElementChild?.firstChild;
  const holdsFirstSentence = sentence ? lineBottoms(sentence).every((bottom) => bottom <= room + 0.5) : false;
  return { height, isComplete: false, holdsFirstSentence };
}

function samePlacement(a: Placement | undefined, b: Placement): boolean {
  if (!a || a.isClipped !== b.isClipped || Math.abs(a.shownHeight - b.shownHeight) >= 0.5) return false;
  return (Object.keys(b.band) as (keyof Band)[]).every((key) => Math.abs(a.band[key] - b.band[key]) < 0.5);
}
