// The payment provider as the shop sees it: Razorpay's Orders and Refunds APIs, or the offline simulator.
import { z } from 'zod'
import { REFUND_STATUSES } from '#domain/order/refund.ts'

/** Razorpay's order entity, as far as the shop reads it. */
export interface GatewayOrder {
  id: string
  amount: number
  currency: string
  receipt: string
  status: string
}

/** Razorpay's refund entity (https://razorpay.com/docs/api/refunds/entity/), as far as the shop reads it. */
export const RefundEntitySchema = z.object({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: z.number().int(),
  payment_id: z.string().min(1),
  status: z.enum(REFUND_STATUSES),
  notes: z.record(z.string(), z.unknown()).or(z.array(z.unknown())).optional(),
})
export type RefundEntity = z.infer<typeof RefundEntitySchema>

export interface RefundRequest {
  paymentId: string
  /** Paise. */
  amount: number
  /** Sent as X-Refund-Idempotency: the same key always names the same refund. */
  idempotencyKey: string
  /** Our refund's id, so a webhook that comes before Razorpay's answer still finds it. */
  receipt: string
  notes: Record<string, string>
}

export interface PaymentGateway {
  kind: 'razorpay' | 'simulator'
  keyId: string
  keySecret: string
  webhookSecret: string | undefined
  /** Where the browser loads the checkout window's script from. */
  checkoutScript: string
  createOrder(input: {
    amount: number
    receipt: string
    notes: Record<string, string>
  }): Promise<GatewayOrder>
  refund(request: RefundRequest): Promise<RefundEntity>
  /** Lets go of timers (the simulator's pending webhooks). */
  close?(): void
}

/**
 * The provider could not be reached or refused. `retryable` when asking again may succeed (no
 * answer, 5xx, 409 while a request with the same key is still running, 429); otherwise final.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message)
  }
}

export const isRetryableStatus = (status: number) =>
  status >= 500 || status === 409 || status === 429
