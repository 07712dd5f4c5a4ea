import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../lib/lazy-chunk';
import { RouteErrorBoundary } from './route-error-boundary';

describe('RouteErrorBoundary', () => {
  it("shows 'Loading chunk failed' with a Reload button when a lazy route cannot load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyNamed<'Page', object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'Page');
    render(
      <RouteErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
