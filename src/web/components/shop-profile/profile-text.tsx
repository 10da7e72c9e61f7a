// The seller profile's values inside a page's text, each with the words it reads as until the
// profile has loaded.
import type { ShopProfile } from '#domain/shop-profile.ts'
import { addressLines, addressOnOneLine } from '#domain/shop-profile-text.ts'
import { useShopProfile } from './shop-profile-api.ts'

function ProfileText({
  pick,
  loading,
}: {
  pick: (profile: ShopProfile) => React.ReactNode
  loading: string
}) {
  const { profile } = useShopProfile()
  return <>{profile ? pick(profile) : loading}</>
}

/** What stands where the profile should, when it could not be loaded. */
export function ProfileFailed({ retry }: { retry: () => void }) {
  return (
    <span role="alert" className="block text-red-700">
      Our address could not be loaded.{' '}
      <button type="button" onClick={retry} className="font-medium underline">
        Try again
      </button>
    </span>
  )
}

export const LegalName = () => <ProfileText pick={(p) => p.legalName} loading="Kavach" />

export const SupportEmail = () => (
  <ProfileText
    pick={(p) => <a href={`mailto:${p.supportEmail}`}>{p.supportEmail}</a>}
    loading="our support email"
  />
)

export const RegisteredAddress = () => (
  <ProfileText pick={addressOnOneLine} loading="our registered office" />
)

export const GrievanceOfficerContact = () => (
  <ProfileText
    pick={(p) => (
      <>
        {p.grievanceOfficer.name} ({p.grievanceOfficer.designation}),{' '}
        <a href={`mailto:${p.grievanceOfficer.email}`}>{p.grievanceOfficer.email}</a>
      </>
    )}
    loading="our Grievance Officer"
  />
)

/** The state whose courts decide a dispute: where the seller is registered. */
export const CourtsOf = () => (
  <ProfileText pick={(p) => p.state} loading="our registered office's state" />
)

/** The seller's name and address, one line each, for a parcel sent back. */
export function ReturnAddress() {
  const { profile, failed, retry } = useShopProfile()
  if (failed) return <ProfileFailed retry={retry} />
  if (!profile) return <span className="block">Loading the address...</span>
  return (
    <>
      <span className="block font-medium text-slate-900">{profile.legalName}</span>
      {addressLines(profile).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </>
  )
}
