// Runs on the main thread: what a lazily loaded part shows when its chunk fails to load or it
// throws, instead of taking the whole page down with it (React unmounts a root on an error no
// boundary catches: the bars, the buttons and the dialogs would all go).
import { Component, type ReactNode } from 'react';
import { RetryAlert } from './RetryAlert.tsx';

/** What the part shows instead: a message and a retry, or nothing (it finds its own way back). */
type Fallback =
  | { message: string; retryLabel: string; onRetry: () => void; onFailed?: undefined }
  | { onFailed: () => void; message?: undefined };

/**
 * Catches a chunk that failed to load (slow or lost network) and offers a retry. The root's
 * onCaughtError (src-ui/failures/page-watch.ts) logs what it caught, naming the part by `name`.
 */
export class PanelBoundary extends Component<
  Fallback & { name: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailed?.();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.message === undefined) return null;
    const { message, retryLabel, onRetry } = this.props;
    return (
      <RetryAlert
        message={message}
        retryLabel={retryLabel}
        onRetry={() => {
          onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
