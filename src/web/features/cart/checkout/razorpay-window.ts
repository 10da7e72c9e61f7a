// Razorpay's checkout.js (or the offline simulator's copy of its contract), loaded when first needed.
import type { RazorpaySuccess } from '#domain/payment.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'

interface RazorpayOptions {
  key: string
  amount: number
  currency: string
  name: string
  description: string
  order_id: string
  prefill: { name: string; email: string; contact: string }
  theme: { color: string }
  /** Razorpay's checkout display config: which payment methods show, in what order. */
  config?: {
    display: {
      blocks: Record<string, { name: string; instruments: { method: string }[] }>
      sequence: string[]
      preferences: { show_default_blocks: boolean }
    }
  }
  handler(response: RazorpaySuccess): void
  modal: { ondismiss(): void }
}

interface RazorpayInstance {
  open(): void
  on(
    event: 'payment.failed',
    callback: (response: { error: { description?: string } }) => void,
  ): void
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance
  }
}

const loading = new Map<string, Promise<void>>()

export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve()
  let promise = loading.get(src)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => (window.Razorpay ? resolve() : reject(new Error('No Razorpay')))
      script.onerror = () => {
        script.remove()
        loading.delete(src)
        reject(new Error(`Could not load ${src}`))
      }
      document.body.append(script)
    })
    loading.set(src, promise)
  }
  return promise
}

/** UPI first, then Razorpay's usual methods (cards, netbanking, wallets). */
export const UPI_FIRST: RazorpayOptions['config'] = {
  display: {
    blocks: { upi: { name: 'Pay using UPI', instruments: [{ method: 'upi' }] } },
    sequence: ['block.upi'],
    preferences: { show_default_blocks: true },
  },
}

export type PaymentOutcome = { kind: 'paid'; result: RazorpaySuccess } | { kind: 'dismissed' }

/** Opens the payment window; settles when the shopper pays or closes it (failures stay inside). */
export function openPaymentWindow(
  options: Omit<RazorpayOptions, 'handler' | 'modal'>,
  onFailure: (description: string) => void,
): Promise<PaymentOutcome> {
  return new Promise((resolve) => {
    const Razorpay = window.Razorpay
    if (!Razorpay) throw new Error('Razorpay is not loaded')
    const checkout = new Razorpay({
      ...options,
      handler: (result) => resolve({ kind: 'paid', result }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    })
    checkout.on('payment.failed', ({ error }) =>
      onFailure(error.description ?? FALLBACK_TEXTS.payment),
    )
    checkout.open()
  })
}
