// Runs the area-4 comparison (floor-compare.audit.ts) alone: it mocks calendar-floor.ts, so it
// goes through vitest's module mocking; not part of any project of the main config.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['test/audits/scripts13/floor-compare.audit.ts'], environment: 'node', testTimeout: 1_800_000 },
});
