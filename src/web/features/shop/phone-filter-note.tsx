import { Smartphone, X } from 'lucide-react'

/** Says whose phone the shop is showing, with the way back to every phone. */
export function PhoneFilterNote({ model, onAnyPhone }: { model: string; onAnyPhone: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-2.5">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <Smartphone aria-hidden className="h-4 w-4" /> Showing what fits {model}.
      </p>
      <button
        type="button"
        onClick={onAnyPhone}
        className="flex items-center gap-1 rounded-lg border border-emerald-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        <X aria-hidden className="h-4 w-4" /> Any phone
      </button>
    </div>
  )
}
