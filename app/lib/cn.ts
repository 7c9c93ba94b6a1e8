import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. No tailwind-merge (8.6 KB gzip on every page, docs/decisions/010): a
 * primitive exposes variants for what callers may change, and `className` adds classes rather
 * than overriding a conflicting utility.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
