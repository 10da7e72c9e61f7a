import { SupportEmail } from '#web/components/shop-profile/profile-text.tsx'
import {
  REFUND_TIMES,
  RETURN_POLICY,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
} from '#domain/order/refund-policy.ts'
import { List, PolicyPage } from './policy-page.tsx'

export function RefundPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      description="When you can cancel an order, return or exchange what you bought, and how refunds reach you."
      lastUpdated="2026-11-27"
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
                For anything else, write to us through our contact page or at <SupportEmail /> with
                your Order ID (for example KV-20261122-0001). We reply within 24 hours.
              </p>
            </>
          ),
        },
        {
          title: 'Orders That Cannot Be Cancelled',
          body: (
            <p>
              Orders that have been dispatched, or requests made after the day of purchase, cannot
              be cancelled. Once the order is delivered you can return or exchange it instead,
              within {RETURN_WINDOW_DAYS} days of delivery, as the next sections explain.
            </p>
          ),
        },
        {
          title: 'Returns and Exchanges',
          body: (
            <>
              <p>
                {RETURN_POLICY.window} The window closes at the end of the last day, India time;
                your order&apos;s page shows the date.
              </p>
              <List items={[RETURN_POLICY.exchange, RETURN_POLICY.refund]} />
              <p>When you ask, you choose one of these reasons:</p>
              <List items={RETURN_REASONS.map((reason) => RETURN_REASON_LABELS[reason])} />
            </>
          ),
        },
        {
          title: 'How to Return or Exchange',
          body: (
            <>
              <p>
                Open the order in your dashboard under My Orders and choose Return or exchange. Pick
                the items and how many, tell us why, and choose a refund or another model or colour.
                Add photos if the item arrived damaged or does not work.
              </p>
              <List
                items={[
                  RETURN_POLICY.pickup,
                  RETURN_POLICY.condition,
                  'We email you as your return moves, and your order’s page shows where it stands, with the pickup’s and any replacement’s tracking.',
                ]}
              />
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
                'A return’s refund starts once the items are back with us and we have checked them.',
                'For an order paid in cash on delivery, a return’s refund is paid to you by bank transfer or UPI.',
                'You receive an email when the refund starts and when it is complete, with a GST credit note in your dashboard.',
                'An order to be paid on delivery costs nothing to cancel.',
              ]}
            />
          ),
        },
      ]}
    />
  )
}
