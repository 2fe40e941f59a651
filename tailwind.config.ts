/**
 * Brand tokens that TypeScript also needs (artwork, share image, screenshot widths) live here,
 * loaded into Tailwind by `@config` in src/index.css; CSS-only tokens (type scale, fonts,
 * motion) sit in that file's `@theme` block.
 */
import type { Config } from 'tailwindcss';

export const brandColors = {
  ink: '#0b0b0c',
  night: '#161617',
  coal: '#232325',
  paper: '#f5f5f4',
  // The accent as a background behind white text (4.8:1).
  red: '#d91a2a',
  // The accent as text or icon on near-black (at least 4.5:1 on ink, night and coal).
  ember: '#ff5a64',
  // The accent as text on white or paper (at least 4.5:1).
  brick: '#c0111f',
} as const;

export default {
  theme: {
    extend: {
      colors: brandColors,
      screens: {
        // "Very small screens" of the spec: the home gallery strip hides below this width.
        xs: '30rem',
      },
    },
  },
} satisfies Config;
