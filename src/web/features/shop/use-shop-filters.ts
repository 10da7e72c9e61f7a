import { useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router'
import { SHOP_SEARCH_DEBOUNCE_MS } from '#domain/limits.ts'
import { RATING_FILTER_OPTIONS } from '#domain/product/catalogue.ts'
import { defaultSort, type ShopFilters, type ShopSort, sortOptions } from './shop-filters.ts'

const TEXT_FIELDS = ['search', 'minPrice', 'maxPrice'] as const
type TextField = (typeof TEXT_FIELDS)[number]
type Typed = Record<TextField, string>
const PARAM: Record<TextField, string> = { search: 'q', minPrice: 'min', maxPrice: 'max' }

/**
 * The shop's filters live in the address bar so a filtered view can be shared and survives a
 * reload; typed fields reach it after the spec's 100 ms debounce.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams()
  const sortParam = params.get('sort')
  const ratingParam = Number(params.get('rating') ?? 0)
  const search = params.get('q') ?? ''
  const applied: ShopFilters = {
    search,
    brand: params.get('brand') ?? '',
    minPrice: params.get('min') ?? '',
    maxPrice: params.get('max') ?? '',
    minRating: (RATING_FILTER_OPTIONS as readonly number[]).includes(ratingParam) ? ratingParam : 0,
    sort: sortOptions(search).some((o) => o.value === sortParam)
      ? (sortParam as ShopSort)
      : defaultSort(search),
  }
  const view: 'grid' | 'list' = params.get('view') === 'list' ? 'list' : 'grid'
  /** The page of a catalogue listed by the server (see useShopResults). */
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)

  const inAddress: Typed = {
    search: applied.search,
    minPrice: applied.minPrice,
    maxPrice: applied.maxPrice,
  }
  const [typed, setTyped] = useState(inAddress)
  // Typing and the filters replace the address; a new one (a link to another search, Back) brings
  // the values it changed into the fields, and leaves the others as the shopper is typing them.
  const { key } = useLocation()
  const navigation = useNavigationType()
  const [place, setPlace] = useState({ key, values: inAddress })
  if (place.key !== key) {
    setPlace({ key, values: inAddress })
    const changed = TEXT_FIELDS.filter((f) => inAddress[f] !== place.values[f])
    if (navigation !== 'REPLACE' && changed.length > 0) {
      setTyped((held) => ({
        ...held,
        ...Object.fromEntries(changed.map((f) => [f, inAddress[f]])),
      }))
    }
  }

  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          const unset = !value || value === '0' || (name === 'page' && value === '1')
          if (unset) next.delete(name)
          else next.set(name, value)
          // A new search or filter starts again from its first page.
          if (name !== 'page') next.delete('page')
          return next
        },
        { replace: true },
      ),
    [setParams],
  )

  useEffect(() => {
    const timer = setTimeout(() => {
      for (const field of TEXT_FIELDS) {
        if (typed[field] !== (params.get(PARAM[field]) ?? '')) setParam(PARAM[field], typed[field])
      }
    }, SHOP_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, params, setParam])

  return {
    applied,
    typed,
    view,
    type: (field: TextField, value: string) => setTyped((t) => ({ ...t, [field]: value })),
    setBrand: (brand: string) => setParam('brand', brand),
    setMinRating: (rating: number) => setParam('rating', String(rating)),
    page,
    setPage: (next: number) => setParam('page', String(next)),
    setSort: (sort: ShopSort) => setParam('sort', sort === defaultSort(applied.search) ? '' : sort),
    setView: (next: 'grid' | 'list') => setParam('view', next === 'grid' ? '' : next),
    clearTyped: () => setTyped({ search: '', minPrice: '', maxPrice: '' }),
  }
}
