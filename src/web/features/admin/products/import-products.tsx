// Staff add and change products from a CSV file: the file is checked first (nothing is written),
// its report read, and then imported whole, or its problems shown line by line.
import { Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import type { ProductImportResponse } from '#domain/product/product-csv.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { importProductsCsv } from './products-api.ts'

type Outcome =
  | { kind: 'checked'; file: File; report: ProductImportResponse }
  | { kind: 'imported'; report: ProductImportResponse }
  | { kind: 'refused'; message: string; lines: string[] }

export function ImportProducts({ onClose, onImported }: { onClose(): void; onImported(): void }) {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null)
  const [outcome, setOutcome] = useState<Outcome>()

  const send = async (file: File, dryRun: boolean) => {
    setBusy(dryRun ? 'checking' : 'importing')
    try {
      const report = await importProductsCsv(file, dryRun)
      setOutcome(dryRun ? { kind: 'checked', file, report } : { kind: 'imported', report })
      if (!dryRun) onImported()
    } catch (error) {
      const lines =
        error instanceof ApiError ? (error.errors ?? []).map((e) => `${e.path}: ${e.message}`) : []
      setOutcome({
        kind: 'refused',
        message: errorMessage(error, 'Failed to read the file'),
        lines,
      })
    } finally {
      setBusy(null)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <Modal title="Import products from CSV" onClose={onClose}>
      <div className="max-h-[70vh] space-y-4 overflow-y-auto text-sm text-slate-700">
        <p>
          Use the file <strong>Export products CSV</strong> gives: one line per variant. Lines with
          a product_id change that product; lines without one add a product. The file is checked
          first, and nothing is written until you import it.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            busy={busy === 'checking'}
            busyText="Checking..."
            disabled={busy !== null}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden className="h-4 w-4" /> Choose CSV file
          </Button>
          {outcome?.kind === 'checked' && (
            <Button
              busy={busy === 'importing'}
              busyText="Importing..."
              disabled={busy !== null}
              onClick={() => void send(outcome.file, false)}
            >
              Import {outcome.file.name}
            </Button>
          )}
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file of products"
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) void send(file, true)
            }}
          />
        </div>
        {outcome && <OutcomeReport outcome={outcome} />}
      </div>
    </Modal>
  )
}

function OutcomeReport({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'refused') {
    return (
      <div role="alert">
        <p className="font-medium text-red-700">{outcome.message}</p>
        {outcome.lines.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-red-700">
            {outcome.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    )
  }
  const { report } = outcome
  return (
    <div role="status" className="space-y-2">
      <p className="font-medium text-green-800">{report.message}</p>
      {report.created.length > 0 && (
        <details open={report.created.length <= 10}>
          <summary>
            {report.created.length} {report.dryRun ? 'to add' : 'added'}
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {report.created.map((p) => (
              <li key={p.line}>
                Line {p.line}: {p.name} ({p.variants} {p.variants === 1 ? 'variant' : 'variants'})
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.changed.length > 0 && (
        <details open={report.changed.length <= 10}>
          <summary>
            {report.changed.length} {report.dryRun ? 'to change' : 'changed'}
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {report.changed.map((p) => (
              <li key={p.line}>
                Line {p.line}: {p.name} ({p.columns.join(', ')})
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.unchanged > 0 && <p>{report.unchanged} unchanged</p>}
    </div>
  )
}
