import { describe, expect, it } from 'vitest';
import { hexRgb, simulateColourVision, warmth, type ColourVision } from '../../../test/colour-vision';
import { BREAK_EVEN_FILL, GAIN_FILL, LOSS_FILL } from './gain-loss-colours';

const VISIONS: ColourVision[] = ['protanopia', 'deuteranopia'];

describe('gain and loss fills', () => {
  it('stay warm (loss) against cool (gain) for red-green colour-blind readers', () => {
    for (const vision of VISIONS) {
      const [loss, gain] = [LOSS_FILL, GAIN_FILL].map((c) => warmth(simulateColourVision(hexRgb(c), vision)));
      expect({ vision, lossWarm: (loss ?? 0) > 40, gainCool: (gain ?? 0) < -40 }).toEqual({ vision, lossWarm: true, gainCool: true });
    }
  });

  it('a red-green pair does not: the old heatmap ends (#ef4444, #22c55e) both look warm', () => {
    for (const vision of VISIONS) {
      expect([hexRgb('#ef4444'), hexRgb('#22c55e')].every((c) => warmth(simulateColourVision(c, vision)) > 40)).toBe(true);
    }
  });

  it('keep break-even pale and neutral', () => {
    const [r, g, b] = hexRgb(BREAK_EVEN_FILL);
    expect(Math.min(r, g, b)).toBeGreaterThan(230);
    expect(Math.abs(warmth([r, g, b]))).toBeLessThan(5);
  });
});
