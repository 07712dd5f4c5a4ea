import { useEffect, useState } from 'react';
import { loadChunk } from '../../../lib/lazy-chunk';

export type PresetsModule = typeof import('../../../../../shared/domain/presets');

/** Spec section 7: the preset leg templates come from a lazily loaded module. */
export const loadPresets = (): Promise<PresetsModule> => loadChunk(() => import('../../../../../shared/domain/presets'));

/** The presets module once loaded (null until then), or the load failure. */
export function usePresets(): { presets: PresetsModule | null; failed: boolean } {
  const [presets, setPresets] = useState<PresetsModule | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    loadPresets().then(
      (module) => {
        if (alive) setPresets(module);
      },
      () => {
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  return { presets, failed };
}
