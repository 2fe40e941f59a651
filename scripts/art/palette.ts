// The site's colours: black and white with one red accent. Ink, paper and the red are the
// site's own tokens (tailwind.config.ts), so the art and the pages cannot drift apart. Greys
// are neutral so they stay neutral when a trainer photo is shown in grayscale.
import { brandColors } from '../../tailwind.config';

export const palette = {
  ink: brandColors.ink,
  night: '#141416',
  coal: '#1d1d20',
  graphite: '#2a2a2e',
  slate: '#3d3d42',
  steel: '#5c5c63',
  ash: '#8a8a91',
  fog: '#b9b9bf',
  mist: '#dcdcdf',
  paper: brandColors.paper,
  red: brandColors.red,
  redDeep: '#a3121f',
  white: '#ffffff',
} as const;
