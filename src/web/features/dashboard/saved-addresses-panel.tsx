// The addresses the shopper keeps for checkout: which is the default, and deleting ones not needed.
import { useState } from 'react'
import { SAVED_ADDRESS_MESSAGES, type SavedAddress } from '#domain/saved-addresses.ts'
import { Button } from '#web/components/ui/button.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { deleteSavedAddress, fetchSavedAddresses, makeDefaultAddress } from './addresses-api.ts'

const FAILED = 'Could not change your addresses. Please try again.'

export function SavedAddressesPanel() {
  const query = useApiQuery('/user/addresses', fetchSavedAddresses, { what: 'saved addresses' })
  const [working, setWorking] = useState<string | null>(null)

  async function change(address: SavedAddress, work: () => Promise<unknown>, done: string) {
    setWorking(address.id)
    try {
      await work()
      toast.success(done)
    } catch (error) {
      toast.error(errorMessage(error, FAILED))
    } finally {
      setWorking(null)
    }
  }
  const makeDefault = (address: SavedAddress) =>
    change(
      address,
      async () => {
        await makeDefaultAddress(address)
        query.refetch()
      },
      'Default address changed',
    )
  const remove = (address: SavedAddress) => {
    if (!window.confirm('Are you sure you want to delete this address?')) return
    return change(
      address,
      async () => {
        const left = await deleteSavedAddress(address.id)
        query.setData(() => left)
      },
      SAVED_ADDRESS_MESSAGES.deleted,
    )
  }

  const addresses = query.data
  return (
    <section
      aria-labelledby="saved-addresses"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="saved-addresses" className="text-lg font-semibold text-slate-900">
        Saved Addresses
      </h2>
      {!addresses ? (
        <p className="mt-3 text-sm text-slate-600">
          {query.error ? 'Your addresses could not be loaded.' : 'Loading...'}
        </p>
      ) : addresses.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          None yet. Tick “Save this address for next time” at checkout to keep one here.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {addresses.map((address) => (
            <li
              key={address.id}
              aria-labelledby={`saved-${address.id}`}
              className="rounded-lg border border-slate-200 p-3 sm:flex sm:items-start sm:gap-4"
            >
              <div className="min-w-0 flex-1 text-sm break-words text-slate-600">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span id={`saved-${address.id}`}>{`${address.name}, ${address.address}`}</span>
                  {address.isDefault && (
                    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                      Default
                    </span>
                  )}
                </p>
                <p className="mt-1">
                  {[address.landmark, `${address.city}, ${address.state} ${address.pincode}`]
                    .filter(Boolean)
                    .join(', ')}
                </p>
                <p>{`Phone ${address.phone}`}</p>
              </div>
              <div className="mt-3 flex gap-2 sm:mt-0 sm:shrink-0">
                {!address.isDefault && (
                  <Button
                    variant="secondary"
                    disabled={working !== null}
                    onClick={() => void makeDefault(address)}
                    aria-describedby={`saved-${address.id}`}
                  >
                    Make default
                  </Button>
                )}
                <Button
                  variant="secondary"
                  disabled={working !== null}
                  onClick={() => void remove(address)}
                  aria-describedby={`saved-${address.id}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
