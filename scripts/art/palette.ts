// The site's colours: black and white with one red accent. Greys are neutral so they stay
// neutral when a trainer photo is shown in grayscale.
export const palette = {
  ink: '#0b0b0c',
  night: '#141416',
  coal: '#1d1d20',
  graphite: '#2a2a2e',
  slate: '#3d3d42',
  steel: '#5c5c63',
  ash: '#8a8a91',
  fog: '#b9b9bf',
  mist: '#dcdcdf',
  paper: '#f5f5f4',
  red: '#e11d2e',
  redDeep: '#a3121f',
  white: '#ffffff',
} as const;
