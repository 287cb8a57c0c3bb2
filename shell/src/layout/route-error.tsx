import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ConsentProvider } from '../consent/consent-context';
import { Header } from './header';
import { Footer } from './footer';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The spec's generic page for routing failures, inside the site's header and footer. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <ConsentProvider>
      <Header />
      <main id="main" className="page route-error">
        <h1>Unexpected Application Error!</h1>
        <p className="error-message">{messageOf(error)}</p>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </main>
      <Footer />
    </ConsentProvider>
  );
}

interface Props {
  /** The current location's key: a navigation clears the error. */
  locationKey: string;
  children: ReactNode;
}
interface State {
  error: { value: unknown } | null;
  locationKey: string;
}

/**
 * Shows RouteError for anything that fails outside a remote's own boundary (the site
 * configuration that cannot be loaded, a layout that throws), as the data router's root
 * errorElement did, and lets the next navigation try again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.locationKey === state.locationKey) return null;
    return { error: null, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`[shell] page failed: ${messageOf(error)}`);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.value} /> : this.props.children;
  }
}
