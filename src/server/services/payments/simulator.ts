// The offline stand-in for Razorpay: orders are made locally and results signed with a local secret.
import { randomBytes } from 'node:crypto'
import type { PaymentGateway } from './gateway.ts'

export const SIMULATOR_KEY_ID = 'rzp_test_kavach_simulator'
const SIMULATOR_SCRIPT = '/api/payments/simulator/checkout.js'

export const razorpayStyleId = (prefix: 'order' | 'pay') =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`

export function simulatorGateway(options: { webhookSecret: string | undefined }): PaymentGateway {
  return {
    kind: 'simulator',
    keyId: SIMULATOR_KEY_ID,
    keySecret: randomBytes(32).toString('hex'),
    webhookSecret: options.webhookSecret,
    checkoutScript: SIMULATOR_SCRIPT,
    async createOrder({ amount, receipt }) {
      return { id: razorpayStyleId('order'), amount, currency: 'INR', receipt, status: 'created' }
    },
  }
}
