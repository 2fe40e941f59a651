import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/lib/cn';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap px-6 py-3 font-display text-sm font-bold uppercase tracking-widest transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-red text-white hover:bg-white hover:text-ink',
  outline: 'border-2 border-white text-white hover:bg-white hover:text-ink',
  dark: 'bg-ink text-white hover:bg-red',
} as const;

type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(base, variants[variant], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A link that looks like a button: for calls to action that go to another page. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, typeof className === 'string' ? className : undefined)} {...props} />;
}
