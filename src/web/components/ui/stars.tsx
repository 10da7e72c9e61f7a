import { Star } from 'lucide-react'

export function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  const dimension = size === 'sm' ? 'h-4 w-4' : 'h-5 w-5'
  return (
    <span className="inline-flex" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`${dimension} ${rating >= n - 0.25 ? 'fill-amber-400 text-amber-400' : rating >= n - 0.75 ? 'fill-amber-200 text-amber-400' : 'text-slate-300'}`}
        />
      ))}
    </span>
  )
}
