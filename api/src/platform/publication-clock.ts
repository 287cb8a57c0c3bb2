/*
 * The publish-at instants this process has seen in the content (decision 123). The content filter
 * notes each scheduled item's time when it hides it; the response cache asks whether one passed
 * since it stored an answer, and then renders again instead of serving the copy that hid the item.
 * Per process, like the caches it serves: at most 1000 instants, the oldest forgotten first.
 */
const MAX = 1000;
const instants = new Set<number>();

/** Notes that an item goes live at `at` (epoch ms). */
export function noteUpcoming(at: number): void {
  if (instants.has(at)) return;
  if (instants.size >= MAX) instants.delete(instants.values().next().value as number);
  instants.add(at);
}

/** Whether an item noted here went live after `since` and by `now`: a copy made at `since` is out of date. */
export function wentLiveBetween(since: number, now: number): boolean {
  for (const at of instants) if (at > since && at <= now) return true;
  return false;
}
