import { Pencil, Trash2 } from 'lucide-react'
import { phoneShopPath } from '#domain/product/phone-model-rules.ts'
import type { AdminPhoneModel } from '#domain/product/phone-model-admin.ts'
import { ActiveToggle, ROW_ACTION } from '../shared/row-actions.tsx'

interface PhoneModelRowProps {
  model: AdminPhoneModel
  onToggle(): void
  onEdit(): void
  onDelete(): void
}

/** One model: its names, where it sits, how many variants fit it, and what staff can do to it. */
export function PhoneModelRow({ model, onToggle, onEdit, onDelete }: PhoneModelRowProps) {
  const { name, active, variantCount } = model
  return (
    <li
      aria-label={`Phone model ${name}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{name}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
          >
            {active ? 'Active' : 'Inactive'}
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {model.brand} · {model.series} · {model.releaseYear} · {phoneShopPath(model.slug)}
        </p>
        {model.aliases.length > 0 && (
          <p className="mt-1 text-sm text-slate-600">Also known as {model.aliases.join(', ')}</p>
        )}
        <p className="mt-1 text-xs text-slate-500">
          {variantCount === 0
            ? 'No variants fit it yet'
            : `${variantCount} ${variantCount === 1 ? 'variant fits' : 'variants fit'} it`}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <ActiveToggle active={active} what={name} onToggle={onToggle} />
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${name}`}
          className={`${ROW_ACTION} border-slate-300 text-slate-700 hover:bg-slate-50`}
        >
          <Pencil aria-hidden className="h-4 w-4" /> Edit
        </button>
        {/* A model variants fit can only be made inactive (the server says so too). */}
        {variantCount === 0 && (
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${name}`}
            className={`${ROW_ACTION} border-red-300 text-red-700 hover:bg-red-50`}
          >
            <Trash2 aria-hidden className="h-4 w-4" /> Delete
          </button>
        )}
      </div>
    </li>
  )
}
