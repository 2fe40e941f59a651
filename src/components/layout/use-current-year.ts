import { useEffect, useState } from 'react';

const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

/**
 * The year for the copyright line. The first render uses the build's year, exactly as the
 * prerendered HTML has it (so hydration matches); after mount it becomes the visitor's
 * current year, which differs when the site was built in an earlier year.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
