// A picture upload as the product form offers it: a file button that spins while it uploads.
import { Upload } from 'lucide-react'
import type { ChangeEvent } from 'react'
import { Spinner } from '#web/components/ui/spinner.tsx'

/** The picture formats the server takes. */
export const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif'

export function UploadButton({
  label,
  busyLabel,
  uploading,
  onFile,
  compact = false,
}: {
  label: string
  busyLabel: string
  uploading: boolean
  onFile(event: ChangeEvent<HTMLInputElement>): void
  compact?: boolean
}) {
  return (
    <label
      className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-brand-100 hover:bg-slate-50 ${compact ? 'px-3 py-2' : 'px-4 py-2.5'} ${uploading ? 'pointer-events-none opacity-60' : ''}`}
    >
      {uploading ? (
        <Spinner size="sm" label={busyLabel} />
      ) : (
        <Upload aria-hidden className="h-4 w-4" />
      )}
      {label}
      <input
        type="file"
        accept={ACCEPTED_IMAGES}
        disabled={uploading}
        onChange={onFile}
        className="sr-only"
      />
    </label>
  )
}
