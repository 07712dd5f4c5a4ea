/**
 * How a colour looks to a reader with red-green colour blindness: Machado, Oliveira and Fernandes
 * (2009), "A Physiologically-based Model for Simulation of Color Vision Deficiency", the severity
 * 1.0 matrices (full protanopia, full deuteranopia), applied to linear RGB.
 */
export type ColourVision = 'protanopia' | 'deuteranopia';
export type Rgb = readonly [number, number, number];

const MATRICES: Record<ColourVision, readonly Rgb[]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
};

// sRGB transfer function and its inverse (IEC 61966-2-1).
const toLinear = (c: number): number => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const toSrgb = (v: number): number => {
  const c = Math.min(1, Math.max(0, v));
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
};

export function simulateColourVision(rgb: Rgb, vision: ColourVision): [number, number, number] {
  const linear = rgb.map(toLinear);
  const [r = 0, g = 0, b = 0] = MATRICES[vision].map((row) => toSrgb(row.reduce((sum, m, i) => sum + m * (linear[i] ?? 0), 0)));
  return [r, g, b];
}

/** '#b2182b' → [178, 24, 43]. */
export function hexRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Warm (red-yellow) or cool (blue) as the reader sees it: what survives red-green colour blindness. */
export const warmth = ([r, , b]: Rgb): number => r - b;

/** WCAG 2 relative luminance of an sRGB colour (0 black … 1 white). */
export function relativeLuminance(rgb: Rgb): number {
  const [r = 0, g = 0, b = 0] = rgb.map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2 contrast ratio of two colours (1 … 21): how far apart they are in lightness alone, which
 * is what still tells two lines apart once red-green colour blindness has taken their hues.
 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
