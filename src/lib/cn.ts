import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately clsx alone, without tailwind-merge: that
 * would add about 8 KB gzip to every page's first load (the budget is
 * 120 KB), so components avoid conflicting utilities instead of merging them.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
