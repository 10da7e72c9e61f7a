import { Plus } from 'lucide-react'
import { useState } from 'react'
import type { AdminPhoneModel } from '#domain/product/phone-model-admin.ts'
import { phoneModelMatches } from '#domain/product/phone-model-rules.ts'
import { Button } from '#web/components/ui/button.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { FilterBar, FilterSelect } from '../shared/filter-bar.tsx'
import { ListBody } from '../shared/list-body.tsx'
import { ImportCsv } from './import-csv.tsx'
import { PhoneModelForm } from './phone-model-form.tsx'
import { PhoneModelRow } from './phone-model-row.tsx'
import { deletePhoneModel, fetchPhoneModels, updatePhoneModel } from './phone-models-api.ts'

const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

/**
 * The phone models variants can fit. The whole list is a few hundred rows, fetched once and
 * searched here (by brand, series, name or alias) as staff type.
 */
export function PhoneModelsTab() {
  const list = useApiQuery('/admin/phone-models', fetchPhoneModels, { what: 'phone models' })
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  // undefined: no form open; null: adding a model; a model: editing it.
  const [editing, setEditing] = useState<AdminPhoneModel | null>()
  const models = (list.data ?? []).filter(
    (m) => (status === '' || m.active === (status === 'active')) && phoneModelMatches(m, search),
  )

  const replace = (saved: AdminPhoneModel) =>
    list.setData((all) =>
      all.some((m) => m.id === saved.id)
        ? all.map((m) => (m.id === saved.id ? saved : m))
        : [saved, ...all],
    )

  const toggle = async (model: AdminPhoneModel) => {
    try {
      const { brand, series, name, aliases, releaseYear } = model
      replace(
        await updatePhoneModel(model.id, {
          ...{ brand, series, name, aliases, releaseYear },
          active: !model.active,
        }),
      )
    } catch (error) {
      window.alert(errorMessage(error, 'Failed to update the phone model'))
    }
  }

  const remove = async (model: AdminPhoneModel) => {
    if (!window.confirm(`Delete ${model.name}?`)) return
    try {
      await deletePhoneModel(model.id)
      list.setData((all) => all.filter((m) => m.id !== model.id))
    } catch (error) {
      window.alert(errorMessage(error, 'Failed to delete the phone model'))
    }
  }

  return (
    <section aria-labelledby="phone-models-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="phone-models-heading" className="text-2xl font-bold text-slate-900">
          Phone Models{' '}
          {list.data && (
            <span className="ml-2 text-base font-normal text-slate-500">({list.data.length})</span>
          )}
        </h2>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden className="h-4 w-4" /> Add Model
        </Button>
      </div>
      <ImportCsv onImported={() => list.refetch()} />
      <FilterBar search={search} onSearch={setSearch} placeholder="Search phone models...">
        <FilterSelect
          label="Filter by status"
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
        />
      </FilterBar>
      <ListBody
        loading={list.loading}
        loadingText="Loading phone models..."
        empty={models.length === 0}
        emptyTitle="No Phone Models Found"
      >
        <ul className="grid gap-3">
          {models.map((model) => (
            <PhoneModelRow
              key={model.id}
              model={model}
              onToggle={() => void toggle(model)}
              onEdit={() => setEditing(model)}
              onDelete={() => void remove(model)}
            />
          ))}
        </ul>
      </ListBody>
      {editing !== undefined && (
        <PhoneModelForm
          model={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            replace(saved)
            setEditing(undefined)
          }}
        />
      )}
    </section>
  )
}
