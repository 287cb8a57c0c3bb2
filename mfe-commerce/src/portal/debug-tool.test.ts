import { describe, expect, it } from 'vitest';
import { DEBUG_TOOL_CHECK_MS, DEBUG_TOOL_THRESHOLD_PX, debugToolOpen } from './debug-tool';

const sizes = (outerWidth: number, innerWidth: number, outerHeight: number, innerHeight: number) => ({
  outerWidth,
  innerWidth,
  outerHeight,
  innerHeight,
});

describe('debug-tool check', () => {
  it('uses the spec constants', () => {
    expect(DEBUG_TOOL_CHECK_MS).toBe(500);
    expect(DEBUG_TOOL_THRESHOLD_PX).toBe(160);
  });

  it('trips only when a side differs by more than 160 px', () => {
    expect(debugToolOpen(sizes(1280, 1280, 800, 720))).toBe(false); // browser chrome only
    expect(debugToolOpen(sizes(1280, 1120, 800, 720))).toBe(false); // exactly 160
    expect(debugToolOpen(sizes(1280, 1119, 800, 720))).toBe(true); // docked right
    expect(debugToolOpen(sizes(1280, 1280, 900, 500))).toBe(true); // docked bottom
  });

  it('does not trip when the browser reports no outer size', () => {
    expect(debugToolOpen(sizes(0, 1280, 0, 720))).toBe(false);
  });
});
