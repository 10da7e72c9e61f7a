// Staff's own move of an order: its status, courier and tracking number (how an order ships by
// hand), and notes.
import { type FormEvent, useState } from 'react'
import { nextOrderStatuses, ORDER_STATUS_LABELS, type OrderStatus } from '#domain/order/status.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import { COURIER_MAX, ORDER_NOTES_MAX, TRACKING_NUMBER_MAX } from '#domain/order/staff.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField, TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { updateOrderStatus } from './orders-api.ts'

export function StatusForm({
  order,
  onUpdated,
}: {
  order: ApiOrder
  onUpdated(order: ApiOrder): void
}) {
  const [status, setStatus] = useState<OrderStatus>(order.status)
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '')
  const [courier, setCourier] = useState(order.courier ?? '')
  const [notes, setNotes] = useState(order.notes ?? '')
  const [busy, setBusy] = useState(false)

  const update = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const result = await updateOrderStatus(order._id, {
        status,
        courier,
        trackingNumber,
        notes,
      })
      onUpdated(result.order)
      window.alert(result.message)
    } catch {
      window.alert('Failed to update order status')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={update} className="space-y-3 rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">Update Order Status</h3>
      <SelectField
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value as OrderStatus)}
        options={[
          order.status,
          ...nextOrderStatuses(order.status, order.paymentStatus, order.paymentMethod),
        ].map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
      />
      <TextField
        label="Courier"
        value={courier}
        maxLength={COURIER_MAX}
        placeholder="e.g. Delhivery"
        onChange={(e) => setCourier(e.target.value)}
      />
      <TextField
        label="Tracking Number"
        value={trackingNumber}
        maxLength={TRACKING_NUMBER_MAX}
        onChange={(e) => setTrackingNumber(e.target.value)}
      />
      <TextAreaField
        label="Notes"
        rows={2}
        value={notes}
        maxLength={ORDER_NOTES_MAX}
        onChange={(e) => setNotes(e.target.value)}
      />
      <Button type="submit" busy={busy} busyText="Updating...">
        Update Order
      </Button>
    </form>
  )
}
