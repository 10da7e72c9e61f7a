import type { ApiReturn } from '#domain/order/returns.ts'
import { Section } from '../order-section.tsx'
import { ReturnCard } from './return-card.tsx'

/** The order's returns and exchanges, newest first; nothing until one is asked for. */
export function OrderReturns({ returns }: { returns: ApiReturn[] }) {
  if (returns.length === 0) return null
  return (
    <Section title="Returns and exchanges">
      <div className="space-y-3">
        {returns.map((ret) => (
          <ReturnCard key={ret._id} ret={ret} />
        ))}
      </div>
    </Section>
  )
}
