import { Search, Smartphone, Tag } from 'lucide-react'
import { type KeyboardEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { SHOP_SEARCH_DEBOUNCE_MS } from '#domain/limits.ts'
import { phoneShopPath } from '#domain/product/phone-model-rules.ts'
import { productPath } from '#domain/product/product-id.ts'
import type { SearchSuggestions } from '#domain/product/search-suggestions.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { choosePhone } from '#web/state/phone-choice.ts'
import { fetchSuggestions } from './search-api.ts'

interface Suggestion {
  group: 'Products' | 'Categories' | 'Phones'
  label: string
  detail: string
  image?: string
  go: () => void
}

/**
 * The search box on every page but the shop's own: suggestions as the shopper types (products,
 * categories, phones), and Enter for the whole search in the shop. It is a plain form to /shop
 * until the app takes the page over, so a search typed early is not lost.
 */
export function HeaderSearch() {
  const navigate = useNavigate()
  const listId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const search = text.trim()
  const query = useApiQuery(
    search ? `suggestions ${search}` : null,
    (signal) => fetchSuggestions(search, signal),
    { what: 'search suggestions', debounceMs: SHOP_SEARCH_DEBOUNCE_MS },
  )

  const leave = (to: string) => {
    setText('')
    setOpen(false)
    setActive(-1)
    void navigate(to)
  }
  const suggestions = search && query.data ? suggestionsOf(query.data, leave) : []
  const shown = open && search !== '' && query.data !== undefined

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const count = suggestions.length
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Past either end, back to the text typed (-1), as a native list of suggestions does.
      setActive((i) => (i + step < -1 ? count - 1 : i + step >= count ? -1 : i + step))
    } else if (event.key === 'Escape' && shown) {
      // Closes the list; the search input's own Escape, once it is closed, clears the text.
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && shown && suggestions[active]) {
      event.preventDefault()
      suggestions[active].go()
    }
  }

  return (
    <form
      role="search"
      action="/shop"
      method="get"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault()
        if (search) leave(`/shop?${new URLSearchParams({ q: search })}`)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <label className="relative block">
        <span className="sr-only">Search Kavach</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
        <input
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder="Search products or your phone"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </label>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!shown || suggestions.length === 0}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, i) => (
          <li
            key={`${suggestion.group} ${suggestion.label}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={suggestion.go}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
              i === active ? 'bg-brand-50' : 'hover:bg-slate-50'
            } ${i > 0 && suggestions[i - 1]?.group !== suggestion.group ? 'border-t border-slate-100' : ''}`}
          >
            <SuggestionIcon suggestion={suggestion} />
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-900">
                {suggestion.label}
              </span>
              <span className="block truncate text-xs text-slate-600">{suggestion.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {shown ? `${suggestions.length || 'No'} suggestions` : ''}
      </p>
    </form>
  )
}

function SuggestionIcon({ suggestion }: { suggestion: Suggestion }) {
  if (suggestion.image) {
    return (
      <img
        src={suggestion.image}
        alt=""
        width={32}
        height={32}
        className="h-8 w-8 shrink-0 rounded bg-slate-100 object-cover"
      />
    )
  }
  const Icon = suggestion.group === 'Phones' ? Smartphone : Tag
  return <Icon aria-hidden className="h-8 w-8 shrink-0 rounded bg-slate-100 p-2 text-slate-600" />
}

/** The answer as one list to move through: products, then categories, then phones. */
function suggestionsOf(
  { products, categories, phoneModels }: SearchSuggestions,
  leave: (to: string) => void,
): Suggestion[] {
  return [
    ...products.map((product): Suggestion => ({
      group: 'Products',
      label: product.name,
      detail: product.brand,
      image: product.image,
      go: () => leave(productPath(product)),
    })),
    ...categories.map((category): Suggestion => ({
      group: 'Categories',
      label: category.label,
      detail: 'Category',
      go: () => leave(category.path),
    })),
    ...phoneModels.map((phone): Suggestion => ({
      group: 'Phones',
      label: phone.model,
      detail: `Shop what fits this ${phone.brand} phone`,
      go: () => {
        choosePhone(phone)
        leave(phoneShopPath(phone.slug))
      },
    })),
  ]
}
