import { describe, expect, it } from 'vitest'
import { isValidPaymentSignature, paymentSignature } from './signatures.ts'
import { simulatorGateway } from './simulator.ts'

describe('the payment simulator’s secrets', () => {
  it('are the same in every worker given the primary’s secret, so any worker verifies a payment', () => {
    const [one, other] = [1, 2].map(() =>
      simulatorGateway({ webhookSecret: undefined, secret: 'made-by-the-primary' }),
    )
    const signed = paymentSignature(one?.keySecret ?? '', 'order_1', 'pay_1')
    expect(isValidPaymentSignature(other?.keySecret ?? '', 'order_1', 'pay_1', signed)).toBe(true)
    expect(one?.webhookSecret).toBe(other?.webhookSecret)
    expect(one?.webhookSecret).not.toBe(one?.keySecret)
  })

  it('are a process’s own when it runs alone, and the configured webhook secret wins', () => {
    const [one, other] = [1, 2].map(() => simulatorGateway({ webhookSecret: undefined }))
    expect(one?.keySecret).not.toBe(other?.keySecret)
    expect(simulatorGateway({ webhookSecret: 'configured' }).webhookSecret).toBe('configured')
  })
})
