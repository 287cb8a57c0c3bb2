/**
 * Whether a URL we are about to frame can be reached. An <iframe> fires `load` even for the
 * browser's own error page, so the frame alone cannot tell us it failed. Same-origin URLs are
 * checked for an ok status; other origins only for reachability (an opaque answer).
 */
export async function isReachable(url: string, timeoutMs = 10_000): Promise<boolean> {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  const sameOrigin = target.origin === window.location.origin;
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(
      target,
      sameOrigin ? { signal: controller.signal } : { mode: 'no-cors', signal: controller.signal },
    );
    return sameOrigin ? response.ok : true;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}
