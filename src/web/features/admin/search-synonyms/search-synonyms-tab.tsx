import { Plus } from 'lucide-react'
import { useState } from 'react'
import { type AdminSearchSynonym, wordKey } from '#domain/product/search-synonym.ts'
import { Button } from '#web/components/ui/button.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { FilterBar } from '../shared/filter-bar.tsx'
import { ListBody } from '../shared/list-body.tsx'
import { SearchSynonymForm } from './search-synonym-form.tsx'
import { SearchSynonymRow } from './search-synonym-row.tsx'
import { deleteSearchSynonym, fetchSearchSynonyms } from './search-synonyms-api.ts'

const matches = (synonym: AdminSearchSynonym, search: string) => {
  const wanted = wordKey(search)
  return [synonym.term, ...synonym.words].some((word) => wordKey(word).includes(wanted))
}

/**
 * The words shoppers search with for what the shop calls otherwise. The list is short, fetched
 * once and searched here as staff type.
 */
export function SearchSynonymsTab() {
  const list = useApiQuery('/admin/search-synonyms', fetchSearchSynonyms, { what: 'synonyms' })
  const [search, setSearch] = useState('')
  // undefined: no form open; null: adding a group; a group: editing it.
  const [editing, setEditing] = useState<AdminSearchSynonym | null>()
  const shown = (list.data ?? []).filter((synonym) => matches(synonym, search))

  const replace = (saved: AdminSearchSynonym) =>
    list.setData((all) =>
      all.some((s) => s.id === saved.id)
        ? all.map((s) => (s.id === saved.id ? saved : s))
        : [saved, ...all],
    )

  const remove = async (synonym: AdminSearchSynonym) => {
    if (!window.confirm(`Delete the synonyms for ${synonym.term}?`)) return
    try {
      await deleteSearchSynonym(synonym.id)
      list.setData((all) => all.filter((s) => s.id !== synonym.id))
    } catch (error) {
      window.alert(errorMessage(error, 'Failed to delete the synonyms'))
    }
  }

  return (
    <section aria-labelledby="search-synonyms-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="search-synonyms-heading" className="text-2xl font-bold text-slate-900">
          Search Synonyms{' '}
          {list.data && (
            <span className="ml-2 text-base font-normal text-slate-500">({list.data.length})</span>
          )}
        </h2>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden className="h-4 w-4" /> Add Synonyms
        </Button>
      </div>
      <p className="mb-4 text-sm text-slate-600">
        A shopper searching for one of these words also finds the shop word: “mobile cover” finds
        cases. The shop&apos;s search reads a change at once.
      </p>
      <FilterBar search={search} onSearch={setSearch} placeholder="Search synonyms..." />
      <ListBody
        loading={list.loading}
        loadingText="Loading synonyms..."
        empty={shown.length === 0}
        emptyTitle="No Synonyms Found"
      >
        <ul className="grid gap-3">
          {shown.map((synonym) => (
            <SearchSynonymRow
              key={synonym.id}
              synonym={synonym}
              onEdit={() => setEditing(synonym)}
              onDelete={() => void remove(synonym)}
            />
          ))}
        </ul>
      </ListBody>
      {editing !== undefined && (
        <SearchSynonymForm
          synonym={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            replace(saved)
            setEditing(undefined)
          }}
        />
      )}
    </section>
  )
}
