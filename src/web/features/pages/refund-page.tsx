import { SITE_CONTACT } from '#domain/business.ts'
import { REFUND_TIMES } from '#domain/order/refund-policy.ts'
import { List, PolicyPage } from './policy-page.tsx'

export function RefundPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      description="When you can cancel an order and how refunds reach you."
      lastUpdated="2026-11-24"
      sections={[
        {
          title: 'Cancelling an Order',
          body: (
            <>
              <p>You can cancel an order yourself when all of these are true:</p>
              <List
                items={[
                  'You cancel on the day of purchase, before 11:59 PM IST.',
                  'The order has not been dispatched yet.',
                  'The order is paid online, or is to be paid on delivery.',
                ]}
              />
            </>
          ),
        },
        {
          title: 'How to Cancel',
          body: (
            <>
              <p>
                Open your dashboard, find the order under My Orders and choose Cancel order. Tell us
                why, and the order is cancelled at once. When an order can no longer be cancelled,
                the dashboard says why.
              </p>
              <p>
                For anything else, write to us through our contact page or at {SITE_CONTACT.email}{' '}
                with your Order ID (for example KV-20261122-0001). We reply within 24 hours.
              </p>
            </>
          ),
        },
        {
          title: 'Refund Timelines',
          body: (
            <List
              items={[
                `Refunds are initiated in ${REFUND_TIMES.initiated} and complete in ${REFUND_TIMES.complete}, back to your original payment method; the exact day depends on your bank.`,
                'An order paid online that you cancel from your dashboard is refunded at once: the refund starts the moment you cancel.',
                'You receive an email when the refund starts and when it is complete, with a GST credit note in your dashboard.',
                'An order to be paid on delivery costs nothing to cancel.',
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
