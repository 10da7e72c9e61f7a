// The dialog each decision on a return is taken in: its fields, the server's refusal, and the
// button that sends it beside one that changes nothing.
import type { ReactNode } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { Modal } from '#web/components/ui/modal.tsx'

export function DecisionDialog({
  title,
  submitLabel,
  busyText,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string
  submitLabel: string
  busyText: string
  busy: boolean
  /** Why the server refused it. */
  error: string | undefined
  onSubmit(): void
  onClose(): void
  children: ReactNode
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
        className="space-y-4 text-sm text-slate-700"
      >
        {children}
        <FieldError message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyText={busyText}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
