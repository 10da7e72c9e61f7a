import { describe, expect, it } from 'vitest'
import {
  orderPagePath,
  renderTemplate,
  statusRank,
  templateRequest,
  WHATSAPP_STEPS,
  whatsAppNumber,
  whatsAppStep,
} from './whatsapp.ts'

const order = {
  orderNumber: 'KV-20261127-0001',
  name: 'Asha Rao',
  total: 1299_00,
  paymentMethod: 'online' as const,
  url: orderPagePath('KV-20261127-0001'),
}

describe('whatsAppStep', () => {
  it('sends the placed, cash confirmation, dispatch, out for delivery, delivered and refund updates', () => {
    expect(whatsAppStep('placed', order, {})).toEqual({
      template: 'order_placed',
      parameters: ['Asha Rao', 'KV-20261127-0001', '₹1,299.00'],
    })
    expect(whatsAppStep('placed', { ...order, paymentMethod: 'cod' }, {})?.template).toBe(
      'cod_confirmation',
    )
    const dispatched = {
      courier: 'Delhivery',
      trackingNumber: '1234567890',
      trackingUrl: 'https://t.example/1',
    }
    expect(whatsAppStep('dispatched', order, dispatched)?.parameters).toEqual([
      'KV-20261127-0001',
      'Delhivery',
      '1234567890',
      'https://t.example/1',
    ])
    expect(whatsAppStep('out_for_delivery', order, {})?.template).toBe('out_for_delivery')
    expect(whatsAppStep('delivered', order, {})?.parameters).toEqual([
      'KV-20261127-0001',
      '/dashboard/orders/KV-20261127-0001',
    ])
    expect(whatsAppStep('refund_processed', order, { amount: 499_50 })?.parameters).toEqual([
      '₹499.50',
      'KV-20261127-0001',
    ])
  })

  it('sends nothing for the other steps, and each step it names sends something', () => {
    for (const kind of ['paid', 'packed', 'invoice_issued', 'return_opened'] as const) {
      expect(whatsAppStep(kind, order, {})).toBeNull()
    }
    for (const kind of WHATSAPP_STEPS) {
      expect(whatsAppStep(kind, order, { amount: 1_00 }), kind).not.toBeNull()
    }
  })
})

describe('the Cloud API’s shapes', () => {
  it('addresses India’s 10-digit number with its country code and no plus', () => {
    expect(whatsAppNumber('9811012345')).toBe('919811012345')
  })

  it('sends a template with its language and the body’s parameters in order', () => {
    const message = { template: 'out_for_delivery' as const, parameters: ['KV-1'] }
    expect(templateRequest('919811012345', message)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919811012345',
      type: 'template',
      template: {
        name: 'out_for_delivery',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'KV-1' }] }],
      },
    })
    expect(renderTemplate(message)).toBe('Your Kavach order KV-1 is out for delivery today.')
  })

  it('ranks reports so a message never moves back, and a failure wins', () => {
    expect(statusRank('read')).toBeGreaterThan(statusRank('delivered'))
    expect(statusRank('delivered')).toBeGreaterThan(statusRank('sent'))
    expect(statusRank('failed')).toBeGreaterThan(statusRank('read'))
  })
})
