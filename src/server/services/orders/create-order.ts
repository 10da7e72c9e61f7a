// Checking out: a checkout attempt with its coupon and stock holds, then the gateway's order to pay
// it (the same attempt again for the same checkout); or, for cash on delivery, the order placed
// at once.
import type { z } from 'zod'
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { couponCovers } from '#domain/coupon/rules.ts'
import { checkoutKey } from '#domain/order/checkout-attempt.ts'
import type { CreateOrderInput } from '#domain/order/create-order.ts'
import { orderValueRefusal } from '#domain/order/limits.ts'
import type { CreateOrderResponseSchema } from '#domain/order/responses.ts'
import { PAYMENT_GATEWAY_UNAVAILABLE } from '#domain/payment.ts'
import { displayPrice, orderFigures } from '#domain/pricing.ts'
import { PINCODE_UNKNOWN, pincodeInOtherState } from '#domain/pincode.ts'
import { isUuid } from '#domain/product/product-id.ts'
import { type ProductOption, type VariantOptions, variantLabel } from '#domain/product/variant.ts'
import { type Order, orderItems, orders } from '../../db/schema/index.ts'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { applicableCoupon, couponTerms, holdCoupon, redeemCoupon } from '../coupons.ts'
import { GatewayError, type PaymentGateway } from '../payments/gateway.ts'
import { setPreferences } from '../consents.ts'
import { calculateCart, priceCart, pricedLines } from './cart-pricing.ts'
import { estimateDelivery } from '../pincodes/delivery-estimate.ts'
import { pincodeDirectory } from '../pincodes/pincode-directory.ts'
import { holdStock } from '../stock.ts'
import { failAttempt, openAttempt, releaseStaleHolds } from './checkout-attempts.ts'
import type { OrderContext } from '../shop-context.ts'
import { placeOrder } from './lifecycle.ts'
import { paymentMethods, placedAnswer } from './payment-methods.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type CreateOrderResponse = z.output<typeof CreateOrderResponseSchema>

const label = (product: { options: ProductOption[] }, variant: { options: VariantOptions }) =>
  variantLabel(variant.options, product.options)

/**
 * Checkout in two steps. One transaction prices the cart, judges the coupon under its row lock
 * and writes the attempt, its items, its coupon hold and its stock holds; only then is the
 * Razorpay order made, so a refusal never leaves a gateway order behind. If the gateway fails, the
 * attempt fails and its holds are let go. The shopper's open attempt for the very same checkout is
 * answered again instead, with its Razorpay order, so paying again never makes a second one. A
 * cash-on-delivery order is placed in that one transaction instead, and no gateway is asked.
 */
export async function createOrder(
  { db, payments: gateway, log, delivery, cod, ...shop }: OrderContext,
  userId: string,
  input: CreateOrderInput,
): Promise<CreateOrderResponse> {
  const { pincode } = input.shippingAddress
  const area = await estimateDelivery(pincode, delivery, new Date())
  if (!area) {
    throw badRequest(PINCODE_UNKNOWN, [
      { path: 'shippingAddress.pincode', message: PINCODE_UNKNOWN },
    ])
  }
  const states = (await pincodeDirectory()).get(pincode)?.states ?? [area.state]
  if (!states.includes(input.shippingAddress.state)) {
    const message = pincodeInOtherState(pincode, area.state)
    throw badRequest(message, [{ path: 'shippingAddress.state', message }])
  }
  // The consent is the shopper's whatever becomes of this checkout, and is given before any
  // step of the order would send an update.
  if (input.whatsappUpdates !== undefined) {
    await setPreferences(db, userId, { whatsappUpdates: input.whatsappUpdates }, 'checkout')
  }
  const method = paymentMethods[input.paymentMethod]
  const key = createHash('sha256').update(checkoutKey(input)).digest('base64url')
  if (method.samePaysAgain) {
    const again = await openAttempt(db, userId, key)
    if (again) return onlineAnswer(again, gateway)
  }
  await releaseStaleHolds(db, userId, input.items.map((item) => item.productId).filter(isUuid))
  const attempt = await db.transaction(async (tx) => {
    await method.beginCheckout(tx, userId)
    const lines = await priceCart(tx, input.items)
    const subtotal = calculateCart(lines).subtotal
    const tooLarge = orderValueRefusal(subtotal)
    if (tooLarge) throw badRequest(tooLarge)
    const coupon = input.couponCode
      ? await applicableCoupon(
          tx,
          input.couponCode,
          { lines: pricedLines(lines) },
          { lock: true, shopperId: userId },
        )
      : null
    const terms = coupon && couponTerms(coupon.coupon)
    const calc = calculateCart(lines, terms, method.fee(cod))
    const refusal = method.checkoutRefusal(cod, area, calc)
    if (refusal) throw badRequest(refusal)
    const [attempt] = await tx
      .insert(orders)
      .values({
        userId,
        ...calc,
        couponCode: coupon?.coupon.code ?? null,
        shippingAddress: input.shippingAddress,
        billingName: input.billing?.name ?? null,
        billingGstin: input.billing?.gstin ?? null,
        paymentMethod: input.paymentMethod,
        checkoutKey: key,
      })
      .returning()
    if (!attempt) throw new Error('Order insert returned nothing')
    // Held before the lines name the variants, so checkout's first lock on each is the held row's.
    await holdStock(
      tx,
      attempt.id,
      lines.map(({ product, variant, quantity }) => ({
        productId: product.id,
        variantId: variant.id,
        quantity,
        productName: product.name,
        label: label(product, variant),
      })),
    )
    await tx.insert(orderItems).values(
      lines.map(({ product, variant, quantity, price }) => ({
        orderId: attempt.id,
        productId: product.id,
        variantId: variant.id,
        productSnapshot: {
          name: product.name,
          image: variant.image ?? product.image,
          brand: product.brand,
          sku: variant.sku,
          ...(label(product, variant) && { variant: label(product, variant) }),
        },
        quantity,
        unitPrice: price,
        unitDisplayPrice: displayPrice(price, product.gstRate),
        hsnCode: product.hsnCode,
        gstRate: product.gstRate,
        couponApplies: !terms || couponCovers(terms, product.category),
      })),
    )
    if (coupon) await holdCoupon(tx, { couponId: coupon.coupon.id, orderId: attempt.id, userId })
    if (method.paidAsPlaced) return attempt
    // Judged under the coupon's lock a moment ago, so its use is there to count.
    if (await redeemCoupon(tx, attempt.id)) throw new Error('A coupon judged usable was not')
    return placeOrder(tx, shop, attempt)
  })
  if (attempt.placedAt) return { ...checkoutAnswer(attempt), ...placedAnswer(attempt) }

  let gatewayOrder
  try {
    gatewayOrder = await gateway.createOrder({
      amount: attempt.total,
      receipt: attempt.id,
      notes: { attemptId: attempt.id, userId },
    })
  } catch (error) {
    await failAttempt(db, attempt.id).catch((failure: unknown) =>
      log.warn(
        { err: failure, attemptId: attempt.id },
        'could not fail an attempt with no gateway order',
      ),
    )
    if (error instanceof GatewayError) throw new HttpError(502, PAYMENT_GATEWAY_UNAVAILABLE)
    throw error
  }
  const [made] = await db
    .update(orders)
    .set({ razorpayOrderId: gatewayOrder.id, updatedAt: new Date() })
    .where(eq(orders.id, attempt.id))
    .returning()
  return onlineAnswer(made ?? { ...attempt, razorpayOrderId: gatewayOrder.id }, gateway)
}

const checkoutAnswer = (attempt: Order) => ({
  orderId: attempt.id,
  amount: attempt.total,
  currency: 'INR' as const,
  orderCalculation: orderFigures(attempt),
})

function onlineAnswer(attempt: Order, gateway: PaymentGateway): CreateOrderResponse {
  if (!attempt.razorpayOrderId) throw new Error(`Attempt ${attempt.id} has no gateway order`)
  return {
    ...checkoutAnswer(attempt),
    paymentMethod: 'online',
    razorpayOrderId: attempt.razorpayOrderId,
    key: gateway.keyId,
    checkoutScript: gateway.checkoutScript,
  }
}
