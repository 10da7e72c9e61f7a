// The profile's "Your data": a copy of what the shop keeps about the shopper, and closing the account.
import { Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { ACCOUNT_DATA_URL } from './account-data-api.ts'
import { EraseAccountDialog } from './erase-account-dialog.tsx'

const linkClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50'

export function YourDataPanel() {
  const [erasing, setErasing] = useState(false)
  return (
    <section
      aria-labelledby="your-data"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="your-data" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Download a copy of your profile, addresses, orders, reviews and messages as a JSON file, or
        delete your account. Orders and invoices are kept for eight years, as tax law requires,
        without your name, email or phone.{' '}
        <Link to="/privacy" className="text-brand-700 underline">
          How we handle your data
        </Link>
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a href={ACCOUNT_DATA_URL} download className={linkClass}>
          <Download aria-hidden className="h-4 w-4" /> Download my data
        </a>
        <Button variant="secondary" onClick={() => setErasing(true)}>
          <Trash2 aria-hidden className="h-4 w-4" /> Delete my account
        </Button>
      </div>
      {erasing && <EraseAccountDialog onClose={() => setErasing(false)} />}
    </section>
  )
}
