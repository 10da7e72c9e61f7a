import { type FormEvent, useState } from 'react'
import {
  type AdminSearchSynonym,
  SEARCH_SYNONYM_LIMITS,
  SearchSynonymSchema,
} from '#domain/product/search-synonym.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { createSearchSynonym, updateSearchSynonym } from './search-synonyms-api.ts'

interface SearchSynonymFormProps {
  /** The group being edited, or null to add one. */
  synonym: AdminSearchSynonym | null
  onClose(): void
  onSaved(synonym: AdminSearchSynonym): void
}

type Errors = Partial<Record<'term' | 'words', string>>

/** Adds a group of shoppers' words for one of the shop's words, or edits one. */
export function SearchSynonymForm({ synonym, onClose, onSaved }: SearchSynonymFormProps) {
  const [term, setTerm] = useState(synonym?.term ?? '')
  const [words, setWords] = useState(synonym?.words.join(', ') ?? '')
  const [errors, setErrors] = useState<Errors>({})
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = SearchSynonymSchema.safeParse({
      term,
      words: words.split(',').filter((word) => word.trim() !== ''),
    })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'term' ? 'term' : 'words'
        found[key] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      onSaved(
        synonym
          ? await updateSearchSynonym(synonym.id, parsed.data)
          : await createSearchSynonym(parsed.data),
      )
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to save the synonyms'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={synonym ? 'Edit Synonyms' : 'Add Synonyms'} onClose={onClose}>
      <form onSubmit={save} noValidate className="grid gap-4">
        <TextField
          label="Shop word"
          maxLength={SEARCH_SYNONYM_LIMITS.word}
          placeholder="e.g. tempered glass"
          hint="As the products' names and features say it"
          value={term}
          error={errors.term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <TextField
          label="Shoppers' words, separated by commas"
          placeholder="e.g. screen guard, screen protector"
          hint={`A search holding one finds the shop word too; at most ${SEARCH_SYNONYM_LIMITS.words}`}
          value={words}
          error={errors.words}
          onChange={(e) => setWords(e.target.value)}
        />
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyText="Saving...">
            {synonym ? 'Save Synonyms' : 'Add Synonyms'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
