import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  FRAGMENT_ACTION_ATTRIBUTE,
  FRAGMENT_ATTRIBUTE,
  FRAGMENT_PROPS_ATTRIBUTE,
  loadRemoteModule,
  type FragmentHandle,
  type FragmentModule,
} from '@publisher/shared/fragments';
import type { RemoteName } from '@publisher/shared/remote-names';

/*
 * Places another team's fragment (decision 136): loads the module it exposes through the page's
 * federation runtime, mounts it into an element of this page, and keeps what the server put there
 * until its code is on the page.
 *
 * - Server render: an empty marker carrying the props; the host fills it with the owning team's
 *   HTML (api/src/site/server-render.ts). In the browser the first render takes that HTML from the
 *   page as it is, so the host page hydrates without a mismatch, and the fragment hydrates it in
 *   place when it mounts.
 * - `load: 'intent'`: the code loads when a reader reaches for the fragment (pointer, focus, touch);
 *   a press on one of its buttons before then is kept (its `data-fragment-action`) and performed
 *   once by the fragment when it is live. `'now'`: at once. With no server HTML (a client-side
 *   navigation, or the server could not render it) it loads at once behind `placeholder`.
 * - A failed load shows `failure(action)` under the kept HTML (unless the reader only reached for it);
 *   the next press tries again.
 */

export interface RemoteFragmentProps {
  remote: RemoteName;
  /** The exposed module (`./buy-box`). */
  exposed: string;
  /** JSON-serialisable props: the server renders the fragment from these, the browser mounts it with them. */
  props: Record<string, unknown>;
  load: 'intent' | 'now';
  /** Shown while the code loads when there is no server HTML: the fragment's size, so nothing moves. */
  placeholder: ReactNode;
  /** The failure state: `action` is the press that could not be performed (undefined when none was made). */
  failure: (action: string | undefined) => ReactNode;
  className?: string;
}

/** The server's HTML for this fragment, as the page holds it (browser only); null when there is none. */
function serverHtml(name: string, json: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll(`[${FRAGMENT_ATTRIBUTE}="${name}"]`)) {
    if (element.getAttribute(FRAGMENT_PROPS_ATTRIBUTE) === json && !mounted.has(element)) return element.innerHTML;
  }
  return null;
}

/** Elements a fragment lives in already (another placement must not take their HTML as the server's). */
const mounted = new WeakSet<Element>();

type Phase = { kind: 'idle' } | { kind: 'loading' } | { kind: 'live' } | { kind: 'failed'; action: string | undefined };

/** Other props are another fragment (another book, another language): placed afresh, not updated in place. */
export function RemoteFragment(placement: RemoteFragmentProps) {
  return <Placement key={JSON.stringify(placement.props)} {...placement} />;
}

function Placement({ remote, exposed, props, load, placeholder, failure, className }: RemoteFragmentProps) {
  const name = `${remote}/${exposed.slice(2)}`;
  const json = JSON.stringify(props);
  const navigate = useNavigate();
  // Taken once: the host never writes this element's content again, the fragment owns it.
  const [html] = useState(() => serverHtml(name, json));
  // Until the host's first render is committed it matches the server's (which has no placeholder).
  const [hydrated, setHydrated] = useState(html === null && typeof document !== 'undefined');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const wrapper = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const handle = useRef<FragmentHandle | null>(null);
  const pending = useRef<{ action: string | undefined; loading: boolean }>({ action: undefined, loading: false });
  const latest = useRef({ props, navigate });
  latest.current = { props, navigate };

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const element = slot.current;
    const box = wrapper.current;
    if (!element || !box) return;
    let gone = false;
    const start = () => {
      if (handle.current || pending.current.loading) return;
      pending.current.loading = true;
      setPhase({ kind: 'loading' });
      loadRemoteModule<FragmentModule>(remote, exposed)
        .then((module) => {
          if (gone) return;
          const { action } = pending.current;
          const host = { navigate: latest.current.navigate, action };
          handle.current = module.mount(element, latest.current.props, host, Boolean(html) && !mounted.has(element));
          mounted.add(element);
          setPhase({ kind: 'live' });
        })
        .catch(() => {
          if (gone) return;
          const { action } = pending.current;
          pending.current = { action: undefined, loading: false };
          // Only reached for, and the server's HTML stands: nothing to report; the next reach or press tries again.
          if (action === undefined && html && load === 'intent') setPhase({ kind: 'idle' });
          else setPhase({ kind: 'failed', action });
        });
    };
    const onPress = (e: Event) => {
      if (handle.current) return;
      const button = (e.target as Element | null)?.closest?.(`[${FRAGMENT_ACTION_ATTRIBUTE}]`);
      if (!button || !element.contains(button)) return;
      e.preventDefault();
      e.stopPropagation();
      // The first press is the one performed; more presses while the code loads are the same one.
      pending.current.action ??= button.getAttribute(FRAGMENT_ACTION_ATTRIBUTE) ?? undefined;
      start();
    };
    const intents = ['pointerenter', 'focusin', 'touchstart'] as const;
    if (load === 'now' || !html) start();
    else for (const type of intents) box.addEventListener(type, start, { passive: true });
    box.addEventListener('click', onPress, true);
    return () => {
      gone = true;
      for (const type of intents) box.removeEventListener(type, start);
      box.removeEventListener('click', onPress, true);
      const current = handle.current;
      handle.current = null;
      pending.current = { action: undefined, loading: false };
      // Not during the host's commit: React refuses to unmount a root synchronously while rendering.
      if (current) setTimeout(() => current.unmount(), 0);
    };
  }, [remote, exposed, load, html]);

  useEffect(() => {
    handle.current?.update(props, { navigate });
    // The props' JSON stands for them: a new object with the same content is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [json, navigate]);

  const waiting = hydrated && !html && phase.kind !== 'live' && phase.kind !== 'failed';
  return (
    <div ref={wrapper} className={className} aria-busy={phase.kind === 'loading' ? true : undefined}>
      <div
        ref={slot}
        {...{ [FRAGMENT_ATTRIBUTE]: name, [FRAGMENT_PROPS_ATTRIBUTE]: json }}
        dangerouslySetInnerHTML={{ __html: html ?? '' }}
      />
      {waiting && placeholder}
      {phase.kind === 'failed' && failure(phase.action)}
    </div>
  );
}
