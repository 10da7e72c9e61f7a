// The payment provider as the checkout sees it: Razorpay's Orders API, or the offline simulator.
/** Razorpay's order entity, as far as the shop reads it. */
export interface GatewayOrder {
  id: string
  amount: number
  currency: string
  receipt: string
  status: string
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
}

export class GatewayError extends Error {}
