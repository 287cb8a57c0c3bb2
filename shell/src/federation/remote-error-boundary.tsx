import { Component, type ReactNode } from 'react';
import { sectionLabel, type RemoteName } from '@publisher/shared/remote-names';
import { reportRemoteError } from './release-signals';
import { mayReloadFor, reloadFor } from './skew';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}
interface State {
  error: Error | null;
  /** The deploy this page started with was withdrawn: the page reloads into the current one (skew.ts). */
  reloading: boolean;
}

/** Keeps a failing remote inside its box: the header, footer and other remotes carry on. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)), reloading: mayReloadFor(error) };
  }

  override componentDidCatch(error: Error): void {
    if (this.state.reloading && mayReloadFor(error)) {
      reloadFor(error);
      return;
    }
    console.warn(`[shell] ${this.props.remote} remote failed: ${error.message}`);
    reportRemoteError(this.props.remote, error);
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading)
      return (
        <div className="remote-state" data-remote-state="loading" data-remote={this.props.remote} role="status">
          <span className="spinner" aria-hidden="true" />
          Loading…
        </div>
      );
    return (
      <section
        className="remote-state remote-error"
        data-remote-state="error"
        data-remote={this.props.remote}
        role="alert"
      >
        <h1>This part of the site is unavailable</h1>
        <p>
          The {sectionLabel(this.props.remote)} section could not be loaded. The rest of the site still works; please
          try again in a moment.
        </p>
        <p className="remote-error-detail">{error.message}</p>
        <button type="button" className="button" onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}
