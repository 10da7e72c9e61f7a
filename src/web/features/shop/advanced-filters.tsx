import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { RATING_FILTER_OPTIONS } from '#domain/product/catalogue.ts'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import type { useShopFilters } from './use-shop-filters.ts'

export function AdvancedFilters({
  filters,
  brands,
  onClearAll,
}: {
  filters: ReturnType<typeof useShopFilters>
  brands: string[]
  onClearAll(): void
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="rounded-2xl border border-slate-200 bg-white">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between px-4 py-3 font-medium text-slate-800"
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden className="h-4 w-4" /> Advanced Filters
        </span>
        <ChevronDown
          aria-hidden
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          id={panelId}
          className="grid gap-4 border-t border-slate-100 p-4 sm:grid-cols-2 lg:grid-cols-5"
        >
          <SelectField
            label="Brand"
            value={filters.applied.brand}
            onChange={(e) => filters.setBrand(e.target.value)}
            options={[
              { value: '', label: 'All Brands' },
              ...brands.map((b) => ({ value: b, label: b })),
            ]}
          />
          <TextField
            label="Min Price (₹)"
            type="number"
            min={0}
            inputMode="numeric"
            value={filters.typed.minPrice}
            onChange={(e) => filters.type('minPrice', e.target.value)}
          />
          <TextField
            label="Max Price (₹)"
            type="number"
            min={0}
            inputMode="numeric"
            value={filters.typed.maxPrice}
            onChange={(e) => filters.type('maxPrice', e.target.value)}
          />
          <SelectField
            label="Min Rating"
            value={String(filters.applied.minRating)}
            onChange={(e) => filters.setMinRating(Number(e.target.value))}
            options={RATING_FILTER_OPTIONS.map((r) => ({
              value: String(r),
              label: r === 0 ? 'Any rating' : `${r.toFixed(1)} & up`,
            }))}
          />
          <div className="flex items-end">
            <button
              type="button"
              onClick={onClearAll}
              className="w-full rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50"
            >
              Clear All Filters
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
