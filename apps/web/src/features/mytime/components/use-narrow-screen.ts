import { useEffect, useState } from 'react';

/** Below this width (px) the week grid shows one day at a time (works at 390 px). */
export const NARROW_GRID_QUERY = '(max-width: 767px)';

/** Whether the screen is narrower than `NARROW_GRID_QUERY`, following resizes; false where matchMedia is missing. */
export function useNarrowScreen(): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_GRID_QUERY) : null;
  const [narrow, setNarrow] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return narrow;
}
