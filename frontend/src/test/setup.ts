import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // One jsdom history for the whole file: a builder's run kept with the entry (lib/entry-run.ts) must not reach the next test.
  window.history.replaceState(null, '');
});
