// Placing an order: the pending order and its coupon hold, then the gateway's order to pay it; or,
// for cash on delivery, the order confirmed at once.
import { eq } from 'drizzle-orm'
import type { CreateOrderInput } from '#domain/order/create-order.ts'
import { orderValueRefusal } from '#domain/order/limits.ts'
import { type CodTerms, codRefusal } from '#domain/order/payment-method.ts'
import type { CreateOrderResponse } from '#domain/order/responses.ts'
import {
  BELOW_MIN_ONLINE_PAYMENT,
  MIN_ONLINE_PAYMENT,
  PAYMENT_GATEWAY_UNAVAILABLE,
} from '#domain/payment.ts'
import { displayPrice, orderCalculationInRupees } from '#domain/pricing.ts'
import { PINCODE_UNKNOWN, pincodeInOtherState } from '#domain/pincode.ts'
import { isUuid } from '#domain/product/product-id.ts'
import { type ProductOption, type VariantOptions, variantLabel } from '#domain/product/variant.ts'
import type { Db } from '../../db/client.ts'
import { couponRedemptions, orderItems, orders } from '../../db/schema/index.ts'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { applicableCoupon, couponTerms } from '../coupons.ts'
import { GatewayError, type PaymentGateway } from '../payments/gateway.ts'
import { calculateCart, priceCart } from './cart-pricing.ts'
import { type DeliverySettings, estimateDelivery } from '../pincodes/delivery-estimate.ts'
import { pincodeDirectory } from '../pincodes/pincode-directory.ts'
import { enqueueOrderConfirmation } from '../order-confirmation.ts'
import { nextOrderNumber } from './order-numbers.ts'
import { recordOrderEvent } from './order-timeline.ts'
import { holdStock } from '../stock.ts'
import { redeemCoupon } from './settle-payment.ts'
import { failUnplacedOrder, releaseStaleHolds } from './unpaid-orders.ts'

const label = (product: { options: ProductOption[] }, variant: { options: VariantOptions }) =>
  variantLabel(variant.options, product.options)

interface OrderDeps {
  db: Db
  payments: PaymentGateway
  log: { warn(obj: object, message: string): void }
  delivery: DeliverySettings
  cod: CodTerms
}

/**
 * Checkout in two steps. One transaction prices the cart, judges the coupon under its row lock
 * and writes the pending order, its items, its coupon hold and its stock holds; only then is the
 * Razorpay order made, so a refusal never leaves a gateway order behind. If the gateway fails, the
 * pending order is marked failed and its holds let go. A cash-on-delivery order is written
 * confirmed in that one transaction instead, its coupon use counted and its confirmation mail
 * queued as a paid order's are, and no gateway is asked.
 */
export async function createOrder(
  { db, payments: gateway, log, delivery, cod }: OrderDeps,
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
  const byCash = input.paymentMethod === 'cod'
  const orderNumber = await nextOrderNumber(db)
  await releaseStaleHolds(db, userId, input.items.map((item) => item.productId).filter(isUuid))
  const { orderId, calc } = await db.transaction(async (tx) => {
    const lines = await priceCart(tx, input.items)
    const subtotal = calculateCart(lines).subtotal
    const tooLarge = orderValueRefusal(subtotal)
    if (tooLarge) throw badRequest(tooLarge)
    const coupon = input.couponCode
      ? await applicableCoupon(tx, input.couponCode, subtotal, { lock: true, shopperId: userId })
      : null
    const terms = coupon && couponTerms(coupon.coupon)
    const calc = calculateCart(lines, terms, byCash ? cod.fee : 0)
    if (byCash) {
      const refusal = codRefusal(cod, area, calc.total - calc.codFee)
      if (refusal) throw badRequest(refusal)
    } else if (calc.total < MIN_ONLINE_PAYMENT) throw badRequest(BELOW_MIN_ONLINE_PAYMENT)
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber,
        userId,
        ...calc,
        couponCode: coupon?.coupon.code ?? null,
        shippingAddress: input.shippingAddress,
        billingName: input.billing?.name ?? null,
        billingGstin: input.billing?.gstin ?? null,
        paymentMethod: input.paymentMethod,
        ...(byCash && { status: 'confirmed' as const }),
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('Order insert returned nothing')
    await recordOrderEvent(tx, order.id, 'placed')
    if (byCash) await recordOrderEvent(tx, order.id, 'cod_confirmed')
    // Held before the lines name the variants, so checkout's first lock on each is the held row's.
    await holdStock(
      tx,
      order.id,
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
        orderId: order.id,
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
      })),
    )
    if (coupon) {
      await tx
        .insert(couponRedemptions)
        .values({ couponId: coupon.coupon.id, orderId: order.id, userId })
      if (byCash) await redeemCoupon(tx, log, { id: order.id, orderNumber })
    }
    if (byCash) await enqueueOrderConfirmation(tx, order.id)
    return { orderId: order.id, calc }
  })
  const placed = {
    orderId,
    orderNumber,
    amount: calc.total,
    currency: 'INR' as const,
    orderCalculation: orderCalculationInRupees(calc),
  }
  if (byCash) return { ...placed, paymentMethod: 'cod' }

  let gatewayOrder
  try {
    gatewayOrder = await gateway.createOrder({
      amount: calc.total,
      receipt: orderNumber,
      notes: { orderNumber, userId },
    })
  } catch (error) {
    await failUnplacedOrder(db, orderId).catch((failure: unknown) =>
      log.warn({ err: failure, orderNumber }, 'could not mark an unplaced order failed'),
    )
    if (error instanceof GatewayError) throw new HttpError(502, PAYMENT_GATEWAY_UNAVAILABLE)
    throw error
  }
  await db
    .update(orders)
    .set({ razorpayOrderId: gatewayOrder.id, updatedAt: new Date() })
    .where(eq(orders.id, orderId))

  return {
    ...placed,
    paymentMethod: 'online',
    razorpayOrderId: gatewayOrder.id,
    key: gateway.keyId,
    checkoutScript: gateway.checkoutScript,
  }
}
