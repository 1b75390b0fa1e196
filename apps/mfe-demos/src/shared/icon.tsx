import type { DemoIcon } from '@founder/demo-engine';

/** Line drawings on a 24-unit grid, drawn in the current text colour. */
const PATHS = {
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z',
  search: 'M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12zM14.5 14.5L20 20',
  target: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2z',
  chart: 'M4 20h16M7 16v-4M12 16V7M17 16v-6',
  presentation: 'M3 4h18M4 4v10h16V4M12 14v4M8 21l4-3 4 3',
  document: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  database: 'M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3zM5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6',
  award: 'M12 4a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM8.5 13L7 21l5-3 5 3-1.5-8',
  check: 'M5 12l5 5L20 7',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  play: 'M7 4v16l13-8z',
  send: 'M21 3L10 14M21 3l-7 18-4-7-7-4z',
  close: 'M6 6l12 12M18 6L6 18',
  robot: 'M12 2.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3zM12 5.5V8M7 8h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM9.5 13h.01M14.5 13h.01M9.5 16.5h5',
  warning: 'M12 3L2 20h20zM12 10v4M12 17h.01',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 2',
  sparkles: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
} satisfies Record<DemoIcon, string> & Record<string, string>;

export type IconName = keyof typeof PATHS;

/** A decorative icon: hidden from assistive technology, the text next to it says what it means. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flexShrink: 0 }}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
