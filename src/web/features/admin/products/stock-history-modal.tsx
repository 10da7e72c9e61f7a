import { useState } from 'react'
import type { StaffVariant } from '#domain/product/admin-variants.ts'
import { StockAdjustmentSchema } from '#domain/product/stock.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { formatDateTime } from '#web/lib/format.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { ListBody } from '../shared/list-body.tsx'
import { numberOrEmpty } from './product-form-values.ts'
import { adjustStock, fetchStockHistory } from './variants-api.ts'

interface StockHistoryModalProps {
  variant: StaffVariant
  onClose(): void
  onAdjusted(variant: StaffVariant): void
}

const signed = (delta: number) => (delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`)

/** A variant's stock ledger, newest first, and the form that adjusts its stock with a reason. */
export function StockHistoryModal({ variant, onClose, onAdjusted }: StockHistoryModalProps) {
  const [current, setCurrent] = useState(variant)
  const history = useApiQuery(
    `/admin/variants/${variant.id}/movements`,
    (signal) => fetchStockHistory(variant.id, signal),
    { what: 'stock history' },
  )
  const form = useZodForm(StockAdjustmentSchema, { defaultValues: { reason: '' } })
  const errors = form.formState.errors
  const label = variant.label || 'Default'

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const adjusted = await adjustStock(variant.id, values)
      setCurrent(adjusted)
      onAdjusted(adjusted)
      form.reset({ reason: '' })
      history.refetch()
    } catch (error) {
      form.setError('root', { message: errorMessage(error, FALLBACK_TEXTS.adjustStock) })
    }
  })

  return (
    <Modal title={`Stock history: ${label}`} onClose={onClose}>
      <p className="text-sm text-slate-700" aria-live="polite">
        SKU {current.sku} ·{' '}
        {current.stock === null
          ? 'not counted'
          : `${current.stock} on hand, ${current.reserved} held, ${current.available ?? 0} available`}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3 rounded-lg bg-slate-50 p-3">
        <h3 className="font-medium text-slate-900">Adjust stock</h3>
        <div className="grid gap-3 sm:grid-cols-[11rem_1fr]">
          <TextField
            label="Units (+ add, − remove)"
            type="number"
            inputMode="numeric"
            step={1}
            error={errors.delta?.message}
            {...form.register('delta', { setValueAs: numberOrEmpty(undefined) })}
          />
          <TextField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
        </div>
        <FieldError message={errors.root?.message} />
        <Button type="submit" busy={form.formState.isSubmitting} busyText="Adjusting...">
          Adjust Stock
        </Button>
      </form>
      <div className="mt-4 max-h-72 overflow-y-auto">
        <ListBody
          loading={history.loading}
          loadingText="Loading stock history..."
          empty={history.data?.movements.length === 0}
          emptyTitle="No stock changes yet"
        >
          <ol aria-label="Stock changes" className="divide-y divide-slate-200 text-sm">
            {history.data?.movements.map((movement) => (
              <li key={movement.id} className="flex items-start justify-between gap-3 py-2">
                <div>
                  <p className="font-medium text-slate-900">{movement.label}</p>
                  <p className="text-slate-600">
                    {movement.reason}
                    {movement.orderNumber && ` · Order ${movement.orderNumber}`}
                    {movement.staffName && ` · by ${movement.staffName}`}
                  </p>
                  <p className="text-xs text-slate-500">{formatDateTime(movement.createdAt)}</p>
                </div>
                <span
                  className={`font-semibold tabular-nums ${movement.delta > 0 ? 'text-green-700' : 'text-red-700'}`}
                >
                  {signed(movement.delta)}
                </span>
              </li>
            ))}
          </ol>
        </ListBody>
      </div>
    </Modal>
  )
}
