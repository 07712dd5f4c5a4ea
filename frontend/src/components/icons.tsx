/** Small stroke icons (inline SVG: no icon font, no emoji font needed). */
const paths = {
  chart: 'M3 3v18h18M7 15l4-4 3 3 5-6',
  save: 'M5 3h11l3 3v15H5zM8 3v5h8V3M8 21v-7h8v7',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  chat: 'M4 4h16v12H8l-4 4z',
  menu: 'M4 6h16M4 12h16M4 18h16',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
