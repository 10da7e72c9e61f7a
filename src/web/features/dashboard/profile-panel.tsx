import { Pencil } from 'lucide-react'
import { useEffect, useState } from 'react'
import { ACCOUNT_MESSAGES, ProfileUpdateSchema } from '#domain/account.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import { formatDate } from '#web/lib/format.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { updateProfile } from './profile-api.ts'

const SUCCESS_VISIBLE_MS = 3_000

/** Personal information with view and edit modes; the email is never editable. */
export function ProfilePanel() {
  const { user, setUser } = useAuth()
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState('')
  const { register, handleSubmit, formState, reset } = useZodForm(ProfileUpdateSchema)

  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => setSaved(false), SUCCESS_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [saved])

  if (!user) return null

  const startEditing = () => {
    reset({ name: user.name, phone: user.phone ?? '' })
    setFailure('')
    setEditing(true)
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      setUser({ ...user, ...(await updateProfile(input)) })
      setEditing(false)
      setSaved(true)
    } catch (error) {
      setFailure(errorMessage(error, FALLBACK_TEXTS.profile))
    }
  })

  return (
    <section
      aria-labelledby="personal-info"
      className="rounded-2xl border border-slate-200 bg-white p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="personal-info" className="text-lg font-semibold text-slate-900">
          Personal Information
        </h2>
        {!editing && (
          <Button variant="secondary" onClick={startEditing} className="shrink-0">
            <Pencil aria-hidden className="h-4 w-4" /> Edit Profile
          </Button>
        )}
      </div>
      {saved && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-800">
          {ACCOUNT_MESSAGES.profileUpdated}
        </p>
      )}
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Full Name"
            autoComplete="name"
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            error={formState.errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Email Address"
            value={user.email}
            readOnly
            disabled
            className="sm:col-span-2"
          />
          <FieldError message={failure} />
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit" busy={formState.isSubmitting} busyText="Saving...">
              Save Changes
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="mt-6 grid gap-5 sm:grid-cols-2">
          <Detail label="Full Name" value={user.name} />
          <Detail label="Email Address" value={user.email} />
          <Detail label="Phone Number" value={user.phone ?? 'Not added yet'} />
          <Detail label="Member Since" value={formatDate(user.joinDate)} />
        </dl>
      )}
    </section>
  )
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 font-medium [overflow-wrap:anywhere] text-slate-900">{value}</dd>
    </div>
  )
}
