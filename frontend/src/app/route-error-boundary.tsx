import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CHUNK_LOAD_FAILED } from '../../../shared/domain/messages';
import { isChunkError } from '../lib/lazy-chunk';

interface State {
  error: Error | null;
}

/** Catches render errors, including 'Loading chunk failed' from the lazy routes, and offers a reload. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkError = isChunkError(error);
    return (
      <div className="fatal" role="alert">
        <h1>{chunkError ? CHUNK_LOAD_FAILED : 'Something went wrong'}</h1>
        <p>{chunkError ? 'Part of the app could not be downloaded. Check your connection and reload.' : error.message}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
