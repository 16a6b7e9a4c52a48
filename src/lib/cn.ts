import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names with clsx. There is no tailwind-merge: components avoid
 * conflicting utilities instead, so a `className` passed in only adds classes
 * that the component's own do not set.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
