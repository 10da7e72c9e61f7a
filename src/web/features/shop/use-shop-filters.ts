import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { SHOP_SEARCH_DEBOUNCE_MS } from '#domain/limits.ts'
import { RATING_FILTER_OPTIONS } from '#domain/product/catalogue.ts'
import { type ShopFilters, type ShopSort, SORT_OPTIONS } from './shop-filters.ts'

type TextField = 'search' | 'minPrice' | 'maxPrice'
const PARAM: Record<TextField, string> = { search: 'q', minPrice: 'min', maxPrice: 'max' }

/**
 * The shop's filters live in the address bar so a filtered view can be shared and survives a
 * reload; typed fields reach it after the spec's 100 ms debounce.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams()
  const sortParam = params.get('sort')
  const ratingParam = Number(params.get('rating') ?? 0)
  const applied: ShopFilters = {
    search: params.get('q') ?? '',
    brand: params.get('brand') ?? '',
    minPrice: params.get('min') ?? '',
    maxPrice: params.get('max') ?? '',
    minRating: (RATING_FILTER_OPTIONS as readonly number[]).includes(ratingParam) ? ratingParam : 0,
    sort: SORT_OPTIONS.some((o) => o.value === sortParam) ? (sortParam as ShopSort) : 'name',
  }
  const view: 'grid' | 'list' = params.get('view') === 'list' ? 'list' : 'grid'

  const [typed, setTyped] = useState({
    search: applied.search,
    minPrice: applied.minPrice,
    maxPrice: applied.maxPrice,
  })

  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (value && value !== '0') next.set(name, value)
          else next.delete(name)
          return next
        },
        { replace: true },
      ),
    [setParams],
  )

  useEffect(() => {
    const timer = setTimeout(() => {
      for (const field of ['search', 'minPrice', 'maxPrice'] as const) {
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
    setSort: (sort: ShopSort) => setParam('sort', sort === 'name' ? '' : sort),
    setView: (next: 'grid' | 'list') => setParam('view', next === 'grid' ? '' : next),
    clearTyped: () => setTyped({ search: '', minPrice: '', maxPrice: '' }),
  }
}
