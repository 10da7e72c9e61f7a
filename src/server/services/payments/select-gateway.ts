// Razorpay when keys are set; otherwise (never in production, see config.ts) the simulator.
import type { Config } from '../../config.ts'
import { SIMULATOR_SECRET } from '../../workers.ts'
import type { PaymentGateway } from './gateway.ts'
import { razorpayGateway } from './razorpay.ts'
import { type SignedWebhook, simulatorGateway } from './simulator.ts'

export function createPaymentGateway(
  config: Config,
  simulator: { deliverWebhook: (webhook: SignedWebhook) => Promise<unknown> },
): PaymentGateway {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return razorpayGateway({
      apiUrl: config.RAZORPAY_API_URL,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    })
  }
  return simulatorGateway({
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    secret: process.env[SIMULATOR_SECRET],
    ...simulator,
  })
}
