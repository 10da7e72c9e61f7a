import { type KeyboardEvent, useRef } from 'react'
import { GALLERY_CATEGORIES, GALLERY_CATEGORY_INFO, type GalleryCategory } from '#domain/gallery.ts'

export const tabId = (category: GalleryCategory) => `gallery-tab-${category}`
export const panelId = 'gallery-panel'

/** The four gallery categories as ARIA tabs: arrow keys, Home and End move between them. */
export function CategoryTabs({
  selected,
  counts,
  onSelect,
}: {
  selected: GalleryCategory
  counts: Partial<Record<string, number>>
  onSelect(category: GalleryCategory): void
}) {
  const tabs = useRef<Partial<Record<GalleryCategory, HTMLButtonElement | null>>>({})

  const onKeyDown = (event: KeyboardEvent) => {
    const last = GALLERY_CATEGORIES.length - 1
    const at = GALLERY_CATEGORIES.indexOf(selected)
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key]
    const category = next === undefined ? undefined : GALLERY_CATEGORIES[next]
    if (!category) return
    event.preventDefault()
    onSelect(category)
    tabs.current[category]?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label="Gallery categories"
      onKeyDown={onKeyDown}
      className="mb-5 grid grid-cols-2 gap-2 lg:grid-cols-4"
    >
      {GALLERY_CATEGORIES.map((category) => {
        const active = category === selected
        const { label, description } = GALLERY_CATEGORY_INFO[category]
        return (
          <button
            key={category}
            ref={(el) => {
              tabs.current[category] = el
            }}
            id={tabId(category)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(category)}
            className={`flex items-start justify-between gap-2 rounded-xl border p-3 text-left transition-colors ${
              active
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-slate-200 bg-white hover:bg-slate-50'
            }`}
          >
            <span>
              <span
                className={`block font-semibold ${active ? 'text-brand-700' : 'text-slate-900'}`}
              >
                {label}
              </span>
              <span className="block text-xs text-slate-600">{description}</span>
            </span>
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {counts[category] ?? 0}
              <span className="sr-only"> images</span>
            </span>
          </button>
        )
      })}
    </div>
  )
}
