import type { ApiOrderEvent } from '#domain/order/timeline.ts'
import { formatDateTime } from '#web/lib/format.ts'

/** Every step an order took, oldest first, each with its date and time in India. */
export function OrderTimeline({ timeline }: { timeline: ApiOrderEvent[] }) {
  return (
    <ol aria-label="Order timeline" className="space-y-2 border-l-2 border-brand-200 pl-4 text-sm">
      {timeline.map((event, i) => (
        <li key={`${event.kind}-${event.at}-${i}`} className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[1.3rem] h-2 w-2 rounded-full bg-brand-500"
          />
          <span className="block text-slate-800">{event.label}</span>
          <time dateTime={event.at} className="block text-xs text-slate-500">
            {formatDateTime(event.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
