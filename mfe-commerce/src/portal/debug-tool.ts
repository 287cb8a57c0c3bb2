import { useEffect, useState } from 'react';

/** Spec section 9: the check runs every 500 ms with a size-difference threshold of 160 px. */
export const DEBUG_TOOL_CHECK_MS = 500;
export const DEBUG_TOOL_THRESHOLD_PX = 160;

export interface WindowSizes {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
}

/**
 * Docked developer tools take their room from the page, so the window is much larger than its
 * viewport. A deterrent, not a lock: undocked tools go unseen (docs/decisions/052).
 */
export function debugToolOpen(w: WindowSizes, threshold = DEBUG_TOOL_THRESHOLD_PX): boolean {
  // A headless or embedded browser reports 0 for the outer sizes: nothing to compare.
  if (w.outerWidth <= 0 || w.outerHeight <= 0) return false;
  return w.outerWidth - w.innerWidth > threshold || w.outerHeight - w.innerHeight > threshold;
}

/** True while the check trips; re-checked every 500 ms while `active`. */
export function useDebugToolCheck(active: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const check = () => setOpen(debugToolOpen(window));
    check();
    const timer = window.setInterval(check, DEBUG_TOOL_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return active && open;
}
