import { useEffect, useState } from 'react';

export type PresetsModule = typeof import('../../../../../shared/domain/presets');

/** Spec section 7: the preset leg templates come from a lazily loaded module. */
export const loadPresets = (): Promise<PresetsModule> => import('../../../../../shared/domain/presets');

/** The presets module once loaded (null until then). */
export function usePresets(): PresetsModule | null {
  const [presets, setPresets] = useState<PresetsModule | null>(null);
  useEffect(() => {
    let alive = true;
    void loadPresets().then((module) => {
      if (alive) setPresets(module);
    });
    return () => {
      alive = false;
    };
  }, []);
  return presets;
}
