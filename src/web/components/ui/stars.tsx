import type { CSSProperties } from 'react'

/** A rating as five stars filled to its share, drawn by one element (`.stars` in styles.css). */
export function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className={`stars ${size === 'sm' ? 'h-4' : 'h-5'}`}
      style={{ '--rating': rating } as CSSProperties}
    />
  )
}
