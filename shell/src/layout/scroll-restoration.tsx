import { Component } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_KEY = 'shell-scroll-positions';

/** Where the visitor was on each history entry (by location key), kept for the tab's session. */
let positions: Record<string, number> = {};

function readPositions(): void {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') positions = stored as Record<string, number>;
  } catch {
    // Blocked or damaged storage: positions are kept for this page load only.
  }
}

/** A known position for this entry (Back, Forward, reload), else the hash's target, else the top. */
function scrollFor(key: string, hash: string): void {
  const saved = positions[key];
  if (typeof saved === 'number') return window.scrollTo(0, saved);
  if (hash) {
    try {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) return target.scrollIntoView();
    } catch {
      // A hash that is not a decodable id: go to the top as for any other new page.
    }
  }
  window.scrollTo(0, 0);
}

interface Props {
  locationKey: string;
  hash: string;
}

/**
 * The scroll half of the data router's ScrollRestoration, which a declarative router does not
 * have: the position of the page being left is read before React changes the DOM
 * (getSnapshotBeforeUpdate, so a shorter next page cannot clamp it first), and the new page opens
 * at its saved position or at the top.
 */
class ScrollKeeper extends Component<Props> {
  private readonly onPageHide = () => {
    positions[this.props.locationKey] = window.scrollY;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Storage can be blocked; positions then last for this page load.
    }
    window.history.scrollRestoration = 'auto';
  };

  override componentDidMount(): void {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', this.onPageHide);
    readPositions();
    scrollFor(this.props.locationKey, this.props.hash);
  }

  override getSnapshotBeforeUpdate(previous: Props): number | null {
    return previous.locationKey === this.props.locationKey ? null : window.scrollY;
  }

  override componentDidUpdate(previous: Props, _state: unknown, leftAt: number | null): void {
    if (leftAt === null) return;
    positions[previous.locationKey] = leftAt;
    scrollFor(this.props.locationKey, this.props.hash);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('pagehide', this.onPageHide);
    window.history.scrollRestoration = 'auto';
  }

  override render() {
    return null;
  }
}

/** New pages open at the top; Back and Forward return to where the visitor was. */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  return <ScrollKeeper locationKey={key} hash={hash} />;
}
