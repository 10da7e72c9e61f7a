// The Orders tab's Returns view: the returns in the state chosen (open ones oldest first), each
// with the decision its state waits for, taken in a dialog; the list is read again after each.
import { useEffect, useRef, useState } from 'react'
import { type AdminReturn, type ApiReturn, RETURN_STATUS_LABELS } from '#domain/order/returns.ts'
import type { CourierProvider } from '#domain/shipping/shipment.ts'
import { Button } from '#web/components/ui/button.tsx'
import { countOf } from '#web/lib/format.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { ListBody } from '../shared/list-body.tsx'
import { ApproveReturnDialog } from './approve-return-dialog.tsx'
import { ReceiveReturnDialog } from './receive-return-dialog.tsx'
import { RejectReturnDialog } from './reject-return-dialog.tsx'
import { ReturnCard, type ReturnDecision, returnHeadingId } from './return-card.tsx'
import { fetchReturns, type ReturnFilter } from './returns-api.ts'

/** Whether a return is the one searched for: by its number or its order's, or its shopper. */
const matches = (ret: AdminReturn, search: string) => {
  const term = search.trim().toLowerCase()
  return (
    term === '' ||
    [ret.number, ret.customer.name, ret.customer.email, ret.customer.phone].some((text) =>
      text.toLowerCase().includes(term),
    )
  )
}

const heading = (count: number, state: ReturnFilter) =>
  state === 'open'
    ? `${countOf(count, 'open return')}, the longest waiting first`
    : `${countOf(count, 'return')} ${RETURN_STATUS_LABELS[state].toLowerCase()}`

export function ReturnsList({
  state,
  search,
  courier,
}: {
  state: ReturnFilter
  search: string
  courier: CourierProvider | null
}) {
  const list = useApiQuery(
    `/orders/admin/returns ${state}`,
    (signal) => fetchReturns(state, signal),
    { what: 'returns', keepPrevious: false },
  )
  const [deciding, setDeciding] = useState<{ ret: AdminReturn; decision: ReturnDecision }>()
  // After a decision the keyboard lands on the return's heading, or the list's once it has left.
  const landing = useRef<string | null>(null)
  const summary = useRef<HTMLHeadingElement>(null)
  const { fetching, data } = list
  useEffect(() => {
    if (!landing.current || fetching) return
    const card = document.getElementById(landing.current)
    ;(card ?? summary.current)?.focus()
    landing.current = null
  }, [fetching, data])

  const onDecided = (changed: ApiReturn) => {
    setDeciding(undefined)
    list.setData((returns) =>
      returns.map((r) => (r._id === changed._id ? { ...r, ...changed } : r)),
    )
    landing.current = returnHeadingId(changed)
    list.refetch()
  }
  const close = () => setDeciding(undefined)

  if (list.error && !data) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
        <p className="text-slate-700">Could not load the returns</p>
        <Button variant="secondary" onClick={list.refetch} className="mt-4">
          Try Again
        </Button>
      </div>
    )
  }
  const shown = (data ?? []).filter((ret) => matches(ret, search))
  return (
    <div>
      <h3
        ref={summary}
        tabIndex={-1}
        className="mb-3 text-sm font-medium text-slate-700 focus:outline-none"
      >
        {list.loading ? 'Loading returns...' : heading(shown.length, state)}
      </h3>
      <ListBody
        loading={list.loading}
        loadingText="Loading returns..."
        empty={shown.length === 0}
        emptyTitle={state === 'open' ? 'No return is waiting' : 'No returns in this state'}
      >
        <ul className="space-y-3" aria-label="Returns">
          {shown.map((ret) => (
            <li
              key={ret._id}
              aria-label={`Return ${ret.number}`}
              className="rounded-2xl border border-slate-200 bg-white"
            >
              <ReturnCard ret={ret} onDecide={(decision) => setDeciding({ ret, decision })} />
            </li>
          ))}
        </ul>
      </ListBody>
      {deciding?.decision === 'approve' && (
        <ApproveReturnDialog
          ret={deciding.ret}
          courier={courier}
          onClose={close}
          onDecided={onDecided}
        />
      )}
      {deciding?.decision === 'reject' && (
        <RejectReturnDialog ret={deciding.ret} onClose={close} onDecided={onDecided} />
      )}
      {deciding?.decision === 'receive' && (
        <ReceiveReturnDialog
          ret={deciding.ret}
          courier={courier}
          onClose={close}
          onDecided={onDecided}
        />
      )}
    </div>
  )
}
