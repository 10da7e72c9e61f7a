import { Pencil, Trash2 } from 'lucide-react'
import type { AdminSearchSynonym } from '#domain/product/search-synonym.ts'
import { ROW_ACTION } from '../shared/row-actions.tsx'

interface SearchSynonymRowProps {
  synonym: AdminSearchSynonym
  onEdit(): void
  onDelete(): void
}

/** One group: the shop's word, the shoppers' words for it, and what staff can do to it. */
export function SearchSynonymRow({ synonym, onEdit, onDelete }: SearchSynonymRowProps) {
  const { term, words } = synonym
  return (
    <li
      aria-label={`Synonyms for ${term}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900">{term}</p>
        <ul aria-label={`Words for ${term}`} className="mt-2 flex flex-wrap gap-1.5">
          {words.map((word) => (
            <li
              key={word}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm break-all text-slate-700"
            >
              {word}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit synonyms for ${term}`}
          className={`${ROW_ACTION} border-slate-300 text-slate-700 hover:bg-slate-50`}
        >
          <Pencil aria-hidden className="h-4 w-4" /> Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete synonyms for ${term}`}
          className={`${ROW_ACTION} border-red-300 text-red-700 hover:bg-red-50`}
        >
          <Trash2 aria-hidden className="h-4 w-4" /> Delete
        </button>
      </div>
    </li>
  )
}
