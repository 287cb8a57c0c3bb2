import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@publisher/shared/testing/deferred';
import { NAVIGATING_ATTRIBUTE, SHOW_AFTER_MS, navigationHeld, navigationShown } from './navigation-progress';

/** The one part of the DOM the bar uses: attributes on <html>. */
const html = new Map<string, string>();
const marked = () => html.has(NAVIGATING_ATTRIBUTE);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', {
    documentElement: {
      setAttribute: (name: string, value: string) => html.set(name, value),
      removeAttribute: (name: string) => html.delete(name),
    },
  });
});
afterEach(() => {
  navigationShown('reset');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  html.clear();
});

describe('the progress bar of a held navigation', () => {
  it('never shows for a navigation that ends within the wait', async () => {
    const ready = deferred();
    navigationHeld('a', ready.promise);
    await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS - 1);
    expect(marked()).toBe(false);
    ready.resolve();
    await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS * 2);
    expect(marked()).toBe(false);
  });

  it('shows after the wait and goes when the page is ready, or failed', async () => {
    for (const settle of ['resolve', 'reject'] as const) {
      const ready = deferred();
      navigationHeld('a', ready.promise);
      await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS);
      expect(marked()).toBe(true);
      if (settle === 'resolve') ready.resolve();
      else ready.reject(new Error('remote down'));
      await vi.advanceTimersByTimeAsync(0);
      expect(marked()).toBe(false);
    }
  });

  it('goes when another location is shown, and stays for the one it waits for', async () => {
    navigationHeld('a', deferred().promise);
    await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS);
    navigationShown('a');
    expect(marked()).toBe(true);
    navigationShown('b');
    expect(marked()).toBe(false);
  });

  it('belongs to the latest navigation: an earlier one settling leaves it', async () => {
    const first = deferred();
    navigationHeld('a', first.promise);
    navigationHeld('b', deferred().promise);
    first.resolve();
    await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS);
    expect(marked()).toBe(true);
  });
});
