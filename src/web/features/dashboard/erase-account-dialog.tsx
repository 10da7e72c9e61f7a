// Closing the account: what goes and what is kept, then the password, or a mailed code for an
// account that signs in with Google only. Refused up front while an order or return is open.
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  EraseCodeFormSchema,
  ErasePasswordFormSchema,
  ERASURE_MESSAGES,
} from '#domain/account-erasure.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { PasswordField, TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { useWishlist } from '#web/state/wishlist-provider.tsx'
import { eraseAccount, fetchErasureStatus, sendErasureCode } from './account-data-api.ts'

const FAILED = 'Could not delete your account. Please try again.'
const CODE_FAILED = 'Could not send the code. Please try again.'
const PROOF_SCHEMAS = { password: ErasePasswordFormSchema, code: EraseCodeFormSchema }

export function EraseAccountDialog({ onClose }: { onClose(): void }) {
  const status = useApiQuery('/user/erasure', fetchErasureStatus, {
    what: 'whether your account can be closed',
  })
  const { logout } = useAuth()
  const { clearWishlist } = useWishlist()
  const navigate = useNavigate()

  const erased = async (message: string) => {
    clearWishlist()
    toast.success(message)
    await navigate('/')
    await logout()
  }

  const answer = status.data
  return (
    <Modal title="Delete your account?" onClose={onClose}>
      {!answer ? (
        <p className="text-sm text-slate-600" role={status.error ? 'alert' : 'status'}>
          {status.error ? 'Could not check your account. Please try again.' : 'Checking...'}
        </p>
      ) : answer.refusal ? (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-slate-800">
            {answer.refusal}
          </p>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : answer.proof === 'password' ? (
        <PasswordProof onErased={erased} onClose={onClose} />
      ) : (
        <CodeProof onErased={erased} onClose={onClose} />
      )}
    </Modal>
  )
}

function WhatHappens() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      <li>
        Your profile, saved addresses, wishlist and messages are deleted, and you are signed out
        everywhere.
      </li>
      <li>Your reviews stay, signed “A Kavach shopper”.</li>
      <li>
        Your orders and invoices are kept for eight years, as tax law requires, without your name,
        email or phone.
      </li>
      <li>This can’t be undone; you can sign up again with the same email later.</li>
    </ul>
  )
}

interface ProofProps {
  onErased(message: string): Promise<void>
  onClose(): void
}

/** The form both proofs share: what happens, the field, and the two buttons. */
function ProofForm({
  onSubmit,
  busy,
  onClose,
  children,
}: {
  onSubmit(event: FormEvent): void
  busy: boolean
  onClose(): void
  children: ReactNode
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <WhatHappens />
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep my account
        </Button>
        <Button type="submit" variant="danger" busy={busy} busyText="Deleting...">
          Delete my account
        </Button>
      </div>
    </form>
  )
}

/**
 * One proof's field and its sending: the shared schema checks what was typed before the server
 * is asked, and a refusal shows under the field.
 */
function useProof(field: keyof typeof PROOF_SCHEMAS, onErased: ProofProps['onErased']) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = PROOF_SCHEMAS[field].safeParse({ [field]: value })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setBusy(true)
    try {
      await onErased((await eraseAccount(parsed.data)).message)
    } catch (err) {
      setError(errorMessage(err, FAILED))
      setBusy(false)
    }
  }
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value)
    setError(undefined)
  }
  return { value, change, error, setError, busy, submit: (event: FormEvent) => void submit(event) }
}

function PasswordProof({ onErased, onClose }: ProofProps) {
  const proof = useProof('password', onErased)
  return (
    <ProofForm onSubmit={proof.submit} busy={proof.busy} onClose={onClose}>
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        value={proof.value}
        onChange={proof.change}
        error={proof.error}
      />
    </ProofForm>
  )
}

function CodeProof({ onErased, onClose }: ProofProps) {
  const proof = useProof('code', onErased)
  const [sent, setSent] = useState(false)
  const [sending, setSending] = useState(false)

  const send = async () => {
    setSending(true)
    proof.setError(undefined)
    try {
      await sendErasureCode()
      setSent(true)
    } catch (err) {
      proof.setError(errorMessage(err, CODE_FAILED))
    } finally {
      setSending(false)
    }
  }

  if (!sent) {
    return (
      <div className="space-y-4">
        <WhatHappens />
        <p className="text-sm text-slate-700">
          You sign in with Google, so we email you a code to confirm it is you.
        </p>
        <FieldError message={proof.error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Keep my account
          </Button>
          <Button busy={sending} busyText="Sending..." onClick={() => void send()}>
            Email me a code
          </Button>
        </div>
      </div>
    )
  }
  return (
    <ProofForm onSubmit={proof.submit} busy={proof.busy} onClose={onClose}>
      <p role="status" className="text-sm text-slate-700">
        {ERASURE_MESSAGES.codeSent}
      </p>
      <TextField
        label="Code from your email"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={proof.value}
        onChange={proof.change}
        error={proof.error}
      />
      <Button variant="ghost" busy={sending} busyText="Sending..." onClick={() => void send()}>
        Send a new code
      </Button>
    </ProofForm>
  )
}
