import { useState } from 'react';
import { initialsOf } from '../lib/initials';

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-20 w-20 text-2xl' } as const;

/**
 * The person's photo, or their initials (first letters of the first two name words, else 'U') when
 * there is no photo or it fails to load (SPEC.md section 2 header).
 */
export function Avatar({ name, src, size = 'sm' }: { name: string | null | undefined; src: string | null | undefined; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = src && failed !== src;
  if (showPhoto) {
    return (
      <img
        src={src}
        alt=""
        onError={() => {
          console.warn('Profile photo failed to load');
          setFailed(src);
        }}
        className={`${SIZES[size]} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      data-testid="avatar-initials"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-blue-600 font-semibold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
