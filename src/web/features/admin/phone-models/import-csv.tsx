import { Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import type { PhoneModelImported } from '#domain/product/phone-model-admin.ts'
import { PHONE_MODEL_CSV_COLUMNS } from '#domain/product/phone-model-csv.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { importPhoneModels } from './phone-models-api.ts'

interface Outcome {
  message: string
  /** Each bad line's problem, when nothing was imported. */
  lines: string[]
  ok: boolean
}

/** Imports a CSV file of models, all or nothing, and says what it added or why it refused. */
export function ImportCsv({ onImported }: { onImported(result: PhoneModelImported): void }) {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()

  const upload = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    try {
      const result = await importPhoneModels(file)
      setOutcome({ message: result.message, lines: [], ok: true })
      onImported(result)
    } catch (error) {
      const lines =
        error instanceof ApiError ? (error.errors ?? []).map((e) => `${e.path}: ${e.message}`) : []
      setOutcome({ message: errorMessage(error, 'Failed to import the file'), lines, ok: false })
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="mb-5 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          CSV columns: <code>{PHONE_MODEL_CSV_COLUMNS.join(',')}</code>, aliases separated by |
        </p>
        <Button
          variant="secondary"
          busy={busy}
          busyText="Importing..."
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden className="h-4 w-4" /> Import CSV
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file of phone models"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </div>
      {outcome && (
        <div role={outcome.ok ? 'status' : 'alert'} className="mt-3 text-sm">
          <p className={outcome.ok ? 'text-green-800' : 'text-red-700'}>{outcome.message}</p>
          {outcome.lines.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-red-700">
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
