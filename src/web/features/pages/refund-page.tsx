import { SITE_CONTACT } from '#domain/business.ts'
import { List, PolicyPage } from './policy-page.tsx'

export function RefundPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      description="When you can cancel an order and how refunds reach you."
      lastUpdated="2026-11-01"
      sections={[
        {
          title: 'Cancelling an Order',
          body: (
            <>
              <p>You can cancel an order only when all of these are true:</p>
              <List
                items={[
                  'You ask on the day of purchase, before 11:59 PM IST.',
                  'The order has not been dispatched yet.',
                  'The payment for the order has been completed.',
                ]}
              />
            </>
          ),
        },
        {
          title: 'How to Ask for a Cancellation',
          body: (
            <>
              <p>
                Requests are accepted only through our contact page or by email to{' '}
                {SITE_CONTACT.email}. Your request must include a valid Order ID (for example
                KV-20261122-0001), which you can find in your dashboard under My Orders.
              </p>
              <p>We review every cancellation request within 24 hours and tell you the outcome.</p>
            </>
          ),
        },
        {
          title: 'Refund Timelines',
          body: (
            <List
              items={[
                'Refunds for approved cancellations are initiated within 2-3 days.',
                'The money reaches your original payment method within 7-14 days, depending on your bank.',
                'You receive an email when the refund is initiated.',
              ]}
            />
          ),
        },
        {
          title: 'Orders That Cannot Be Cancelled',
          body: (
            <p>
              Orders that have been dispatched, or requests made after the day of purchase, cannot
              be cancelled. If a product arrives damaged or is not what you ordered, contact us
              within 48 hours of delivery with photos and we will make it right.
            </p>
          ),
        },
      ]}
    />
  )
}
