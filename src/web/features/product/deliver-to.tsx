// "Deliver to": the shopper's pincode, remembered, with when an order placed now arrives and
// whether cash on delivery is offered there.
import { Truck } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import type { PincodeAnswer } from '#domain/pincode.ts'
import { PINCODE_INVALID, PINCODE_PATTERN, PINCODE_UNKNOWN } from '#domain/pincode-rules.ts'
import { ApiError } from '#web/lib/api-client.ts'
import {
  deliveryDates,
  lookupPincode,
  pincodeUrl,
  rememberedPincode,
  rememberPincode,
} from '#web/lib/pincode-lookup.ts'
import { useHydrated } from '#web/lib/page-data.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'

const CHECK_FAILED = "Couldn't check delivery just now. Please try again."

type Check = { answer: PincodeAnswer } | { error: string }

export function DeliverTo() {
  // The remembered pincode is the browser's: the server's render, and its hydration, start empty.
  const hydrated = useHydrated()
  return <PincodeCheck key={String(hydrated)} remembered={hydrated ? rememberedPincode() : ''} />
}

function PincodeCheck({ remembered }: { remembered: string }) {
  const id = useId()
  const [typed, setTyped] = useState(remembered)
  const [asked, setAsked] = useState(typed)
  const [malformed, setMalformed] = useState(false)
  const lookup = useApiQuery(
    PINCODE_PATTERN.test(asked) ? pincodeUrl(asked) : null,
    async (signal) => {
      const answer = await lookupPincode(asked, signal)
      if (!signal.aborted) rememberPincode(asked)
      return answer
    },
    { what: 'pincode', keepPrevious: false },
  )
  // Nothing shows while a pincode is looked up, again too when it is asked for again.
  const check: Check | undefined = malformed
    ? { error: PINCODE_INVALID }
    : lookup.fetching
      ? undefined
      : lookup.error !== undefined
        ? { error: checkError(lookup.error) }
        : lookup.data
          ? { answer: lookup.data }
          : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const pincode = typed.trim()
    // Asked even when malformed, so an answer still on its way for the last pincode is dropped.
    setAsked(pincode)
    setMalformed(!PINCODE_PATTERN.test(pincode))
    if (pincode === asked) lookup.refetch()
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 p-4">
      <h2
        id={`${id}-heading`}
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <Truck aria-hidden className="h-4 w-4 text-brand-700" /> Deliver to
      </h2>
      <form onSubmit={submit} noValidate className="mt-2 flex gap-2">
        <label htmlFor={`${id}-pincode`} className="sr-only">
          Delivery pincode
        </label>
        <input
          id={`${id}-pincode`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter pincode"
          aria-invalid={
            check && 'error' in check && check.error !== CHECK_FAILED ? true : undefined
          }
          aria-describedby={`${id}-result`}
          className="w-36 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Check
        </button>
      </form>
      {/* Two lines' room is kept, so the page below doesn't move when the answer comes. */}
      <div id={`${id}-result`} role="status" className="mt-2 min-h-10 text-sm">
        {check && 'error' in check && <p className="text-red-600">{check.error}</p>}
        {check && 'answer' in check && <DeliveryPromise answer={check.answer} />}
      </div>
    </section>
  )
}

const checkError = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? PINCODE_UNKNOWN : CHECK_FAILED

function DeliveryPromise({ answer }: { answer: PincodeAnswer }) {
  return (
    <>
      <p className="text-slate-800">
        Arrives <strong>{deliveryDates(answer.estimate)}</strong> to {answer.district},{' '}
        {answer.state}
      </p>
      <p className={answer.cod ? 'text-green-700' : 'text-slate-500'}>
        {answer.cod ? 'Cash on delivery available' : 'Cash on delivery not available here'}
      </p>
    </>
  )
}
