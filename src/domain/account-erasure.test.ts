import { describe, expect, it } from 'vitest'
import { exportFileName } from './account-data.ts'
import {
  EraseAccountSchema,
  erasedEmail,
  ERASURE_MESSAGES,
  erasureProof,
  erasureRefusal,
} from './account-erasure.ts'

const closed = { isAdmin: false, orderStatuses: [], returnStatuses: [], paymentsInFlight: 0 }

describe('erasureRefusal', () => {
  it('lets a shopper with no orders, or only finished ones, close the account', () => {
    expect(erasureRefusal(closed)).toBeNull()
    const finished = { ...closed, orderStatuses: ['delivered', 'cancelled', 'returned'] as const }
    expect(erasureRefusal({ ...finished, returnStatuses: ['refunded', 'rejected'] })).toBeNull()
  })

  it.each(['pending', 'confirmed', 'packed', 'dispatched', 'returning'] as const)(
    'refuses while an order is %s',
    (status) => {
      const facts = { ...closed, orderStatuses: ['delivered', status] as const }
      expect(erasureRefusal(facts)).toBe(ERASURE_MESSAGES.ordersOpen)
    },
  )

  it.each(['requested', 'approved', 'picked_up'] as const)(
    'refuses while a return is %s',
    (status) => {
      const facts = { ...closed, orderStatuses: ['delivered'] as const, returnStatuses: [status] }
      expect(erasureRefusal(facts)).toBe(ERASURE_MESSAGES.returnsOpen)
    },
  )

  it('refuses while a checkout’s payment may still land', () => {
    expect(erasureRefusal({ ...closed, paymentsInFlight: 1 })).toBe(ERASURE_MESSAGES.paymentOpen)
  })

  it('refuses a staff account', () => {
    expect(erasureRefusal({ ...closed, isAdmin: true })).toBe(ERASURE_MESSAGES.staff)
  })
})

describe('proving it is the shopper', () => {
  it('asks for the password when the account has one, and a mailed code when not', () => {
    expect(erasureProof(true)).toBe('password')
    expect(erasureProof(false)).toBe('code')
  })

  it('takes a password or a six-digit code, but not both or neither', () => {
    expect(EraseAccountSchema.safeParse({ password: 'secret-pass' }).success).toBe(true)
    expect(EraseAccountSchema.safeParse({ code: ' 123456 ' }).data).toEqual({ code: '123456' })
    for (const body of [
      {},
      { password: 'x', code: '123456' },
      { code: '12345' },
      { password: '' },
    ]) {
      expect(EraseAccountSchema.safeParse(body).success).toBe(false)
    }
  })
})

describe('what is left', () => {
  it('gives an erased account an address of its own that no mail reaches', () => {
    expect(erasedEmail('0b4c')).toBe('erased-0b4c@kavach.invalid')
  })

  it('names the download by India’s date', () => {
    // 20:00 UTC on the 26th is already the 27th in India.
    expect(exportFileName(new Date('2026-11-26T20:00:00Z'))).toBe('kavach-data-2026-11-27.json')
  })
})
