import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * BrandLogo is the app icon (a crescent over an open book) drawn inline, without a request.
 * className sizes it (size-9 unless told).
 */
export function BrandLogo({ className = 'size-9' }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 512 512" aria-hidden className={cn('shrink-0', className)}>
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#059669" />
          <stop offset="1" stopColor="#065f46" />
        </linearGradient>
        <mask id={`${id}moon`}>
          <rect width="512" height="512" fill="#fff" />
          <circle cx="284" cy="124" r="50" fill="#000" />
        </mask>
      </defs>
      <rect width="512" height="512" rx="112" fill={`url(#${id}bg)`} />
      <circle cx="256" cy="142" r="58" fill="#fcd34d" mask={`url(#${id}moon)`} />
      <path d="M246 404c-40-26-94-34-144-26V238c50-8 104 0 144 26z" fill="#ffffff" />
      <path d="M266 404c40-26 94-34 144-26V238c-50-8-104 0-144 26z" fill="#d1fae5" />
    </svg>
  );
}
