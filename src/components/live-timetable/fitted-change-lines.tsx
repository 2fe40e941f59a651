import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import type { ChangeLine } from '@/timetable/live-timetable-format';
import { ChangeLines } from './change-lines';

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
  /** Finds the band from the box (a child of its containing block); called again on every resize. */
  measure: (box: HTMLElement) => Band;
  /** The element whose size moves the band (the row, the card). */
  observed: (box: HTMLElement) => Element;
  className?: string;
  /** Added while clipped lines are shown in full over what lies below (hover or focus). */
  openClassName?: string;
}

const sameBand = (a: Band | undefined, b: Band) =>
  a !== undefined && (Object.keys(b) as (keyof Band)[]).every((key) => Math.abs(a[key] - b[key]) < 0.5);

/**
 * The live changes laid into room the page already has (issue 29: "no layout shift when the
 * changes arrive"). The changes come after the page is drawn, so taking new height would push
 * everything below them; instead the lines are positioned over a band the layout leaves empty
 * (a row's space under its text, a card's picture above its words), measured when they arrive
 * and again on every resize, and take no height at all. Lines longer than the band are clipped
 * to it and shown in full, over what lies below, on hover or focus; the whole text is always in
 * the page for screen readers.
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
  const [band, setBand] = useState<Band>();
  const [lineHeight, setLineHeight] = useState(0);
  const [isClipped, setIsClipped] = useState(false);
  const [isOpen, setIsOpen] = useState(false);

  // Measured before the browser paints the lines, so they never show anywhere else first.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const place = () => {
      const next = measure(box);
      setBand((previous) => (sameBand(previous, next) ? previous : next));
    };
    place();
    // Not in every test environment; the band then stays as first measured.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(observed(box));
    return () => observer.disconnect();
  }, [measure, observed]);

  // After every render: the lines or the band may have changed (setting an equal value is free).
  useLayoutEffect(() => {
    const list = boxRef.current?.firstElementChild;
    if (!band || !(list instanceof HTMLElement)) return;
    const line = lineHeightOf(list);
    setLineHeight(line);
    setIsClipped(list.offsetHeight > Math.max(band.height, line) + 0.5);
  });

  const style: CSSProperties = band
    ? {
        position: 'absolute',
        top: band.top,
        insetInlineStart: band.inlineStart,
        width: band.width,
        // At least one whole line: a sliver of glyphs would say nothing.
        maxHeight: isOpen ? undefined : Math.max(band.height, lineHeight),
        overflow: 'hidden',
        zIndex: isOpen ? 10 : undefined,
      }
    : { position: 'absolute', visibility: 'hidden' };

  const open = () => setIsOpen(true);
  const close = () => setIsOpen(false);
  return (
    <div
      ref={boxRef}
      style={style}
      className={cn(className, isOpen && openClassName)}
      // Only clipped lines need a way to be read in full: a hover, or a tab stop. A note: what
      // it says qualifies the row or card it sits in.
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

function lineHeightOf(element: HTMLElement): number {
  const height = Number.parseFloat(getComputedStyle(element).lineHeight);
  return Number.isFinite(height) ? height : 0;
}
