import { describe, expect, it } from 'vitest'
import { BillingFieldsSchema, billingOf } from './billing.ts'

const fields = (over: Partial<{ gstInvoice: boolean; businessName: string; gstin: string }>) => ({
  gstInvoice: true,
  businessName: 'Rao Traders',
  gstin: '29AAGCB7383J1Z4',
  ...over,
})

describe('billing fields at checkout', () => {
  it('are ignored unless a GST invoice is asked for', () => {
    const none = fields({ gstInvoice: false, businessName: '', gstin: 'nonsense' })
    expect(BillingFieldsSchema.safeParse(none).success).toBe(true)
    expect(billingOf(none)).toBeNull()
  })

  it('name the field that is wrong when one is asked for', () => {
    const result = BillingFieldsSchema.safeParse(
      fields({ businessName: ' ', gstin: '29AAGCB7383J1Z5' }),
    )
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['businessName', 'gstin'])
  })

  it('give the server’s billing, trimmed and upper-cased', () => {
    expect(billingOf(fields({ businessName: ' Rao Traders ', gstin: '29aagcb7383j1z4' }))).toEqual({
      name: 'Rao Traders',
      gstin: '29AAGCB7383J1Z4',
    })
  })
})
