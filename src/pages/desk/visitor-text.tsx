import { cn } from '@/lib/cn';
import { visibleText } from '@/lib/visible-text';

interface VisitorTextProps {
  text: string;
  className?: string;
  as?: 'span' | 'p';
}

/**
 * What a visitor typed, shown as React text (never HTML) with the characters that could hide or
 * reorder it made visible or removed, in its own direction (`dir="auto"`: an Arabic comment
 * reads right to left on the English desk).
 */
export function VisitorText({ text, className, as: Element = 'span' }: VisitorTextProps) {
  return (
    <Element dir="auto" className={cn('whitespace-pre-line break-words', className)}>
      {visibleText(text)}
    </Element>
  );
}
