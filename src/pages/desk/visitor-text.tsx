import { Fragment } from 'react';
import { visibleText } from '@/lib/visible-text';

interface VisitorTextProps {
  text: string;
  className?: string;
  as?: 'span' | 'p';
}

/**
 * What a visitor typed, shown as React text (never HTML) with the characters that could hide or
 * reorder it made visible or removed, in its own direction (`dir="auto"`: an Arabic comment
 * reads right to left on the English desk). Line breaks are <br>s rather than a white-space
 * utility: every class here lands in the site-wide stylesheet every public page inlines.
 */
// A word typed without spaces (a long name, a link) wraps rather than widen the desk on a phone;
// inline, as a utility only the desk used would enlarge the stylesheet every public page loads.
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

export function VisitorText({ text, className, as: Element = 'span' }: VisitorTextProps) {
  const lines = visibleText(text).split('\n');
  return (
    <Element dir="auto" className={className} style={BREAK_ANYWHERE}>
      {lines.map((line, index) => (
        // The lines of one text never reorder: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Element>
  );
}
