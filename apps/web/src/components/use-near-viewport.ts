import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element behind `ref` has come within `margin` (CSS margin syntax, default `'200px'`) of
 * the viewport at least once: offscreen work waits until someone scrolls towards it (a
 * screen's blocking time on load). Once true it stays true. Where `IntersectionObserver` does not exist
 * (jsdom in the web tests, very old browsers) it is true from the start, so nothing is ever withheld.
 * The switch to true is a transition: React may interrupt it for input.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
