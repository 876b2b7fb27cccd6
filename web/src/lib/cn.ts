import { clsx, type ClassValue } from 'clsx';

/**
 * cn joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge did,
 * for 8 KB of every first load): a component's own classes and the className it is given must
 * not set the same thing; a primitive offers a variant or prop for what callers change.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
