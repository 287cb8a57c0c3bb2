import { useEffect, useRef, useState } from 'react';

/** Counts whole seconds from `from` down to 0 while running, then calls `onDone` once. */
export function useCountdown(from: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    if (!running || left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [running, left]);
  // The latest onDone is called when the count reaches 0; a new closure of it does not fire it again.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (running && left === 0) done.current();
  }, [running, left]);
  return left;
}
