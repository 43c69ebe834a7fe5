import { Component, type ReactNode } from 'react';
import { ErrorCard } from 'shared-ui';
import { MarkReady } from './MarkReady';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a remote's failure inside its own area: the navigation and other areas go on working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Module distant indisponible', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <ErrorCard onRetry={this.props.onRetry} />
        <MarkReady />
      </>
    );
  }
}
