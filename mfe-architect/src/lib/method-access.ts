import { architectAccessSchema } from '@publisher/shared/contracts/functions';
import type * as z from 'zod/mini';

/*
 * The access a purchase validation granted, remembered on this device so the workspace can
 * say what the buyer has. It is a convenience, not a lock: the workspace holds method
 * guidance, not paid content, and the server decides every paid action itself.
 */

export type MethodAccess = z.infer<typeof architectAccessSchema>;

export const ACCESS_KEY = 'architect-method:access';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function saveAccess(store: KeyValueStore, access: MethodAccess): void {
  try {
    store.setItem(ACCESS_KEY, JSON.stringify(access));
  } catch {
    // Storage off: the workspace falls back to its demo wording.
  }
}

/** The remembered access, or null when there is none, it is unreadable, or it has expired. */
export function readAccess(store: KeyValueStore, now: number = Date.now()): MethodAccess | null {
  try {
    const raw = store.getItem(ACCESS_KEY);
    if (!raw) return null;
    const parsed = architectAccessSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { expiresAt } = parsed.data;
    if (expiresAt !== null && !(new Date(expiresAt).getTime() > now)) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
