// Runs on the main thread: what a panel shows when its chunk fails to load or it throws.
import { Component, type ReactNode } from 'react';

/** Catches a chunk that failed to load (slow or lost network) and offers a retry. */
export class PanelBoundary extends Component<
  { message: string; retryLabel: string; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="promo-alert" role="alert">
        <p>{this.props.message}</p>
        <button
          type="button"
          className="promo-action"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}
