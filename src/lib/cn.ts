import { type ClassValue, clsx } from 'clsx';

/**
 * Joins conditional class names. Deliberately without tailwind-merge (9 KB gzip on every
 * page): components never receive a class that fights one of their own; wrap an element
 * instead when its display or position must change per breakpoint.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
