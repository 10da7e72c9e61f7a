import { useState } from 'react'

/**
 * The product's pictures, one shown large and each a thumbnail to choose it by. A new first
 * picture (another variant's own) is shown as it arrives.
 */
export function ProductPictures({ pictures, alt }: { pictures: string[]; alt: string }) {
  const [shown, setShown] = useState(0)
  const [first, setFirst] = useState(pictures[0])
  if (first !== pictures[0]) {
    setFirst(pictures[0])
    setShown(0)
  }
  const index = Math.min(shown, pictures.length - 1)
  return (
    <div className="min-w-0 space-y-3">
      <img
        src={pictures[index]}
        alt={alt}
        className="aspect-square w-full rounded-2xl bg-slate-100 object-cover"
      />
      {pictures.length > 1 && (
        <ul aria-label="Pictures" className="flex gap-2 overflow-x-auto p-1">
          {pictures.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={`Picture ${i + 1} of ${pictures.length}`}
                aria-pressed={i === index}
                onClick={() => setShown(i)}
                className={`block h-16 w-16 overflow-hidden rounded-lg bg-slate-100 ring-2 ${
                  i === index ? 'ring-brand-600' : 'ring-slate-200 hover:ring-slate-400'
                }`}
              >
                <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
