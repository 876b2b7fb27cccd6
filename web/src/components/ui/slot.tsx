import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

type Props = Record<string, unknown> & { children?: ReactNode };
type Handler = (...args: unknown[]) => unknown;

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Slot renders its single child with the given props merged in, for Button's asChild (a link
 * that looks like a button). As Radix's Slot, which it replaces in the first load: the child's
 * props win, except that both event handlers run (the child's first), class names are joined,
 * styles merged and refs composed.
 */
export function Slot({ children, ...slot }: Props) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...slot, ...own };
  for (const key of Object.keys(slot)) {
    const outer = slot[key];
    const inner = own[key];
    if (/^on[A-Z]/.test(key) && typeof outer === 'function' && typeof inner === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (inner as Handler)(...args);
        (outer as Handler)(...args);
        return result;
      };
    }
  }
  if (slot.className || own.className) merged.className = cn(slot.className as string, own.className as string);
  if (slot.style || own.style) merged.style = { ...(slot.style as object), ...(own.style as object) };
  if (slot.ref && own.ref) merged.ref = composeRefs(slot.ref as Ref<unknown>, own.ref as Ref<unknown>);
  return cloneElement(children, merged);
}
