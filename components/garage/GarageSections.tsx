import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { formatPrice } from '../../lib/format/price'
import { Spinner } from '../ui/spinner'
import { showToast } from '../ui/toaster'
import { bookingHref, firstVisitStatus, formatServiceDate, garageErrorText, pricesForSize, toDraft, vehicleLabel } from './garage-rules'
import { isOptimistic, useAddVehicle, useRemoveVehicle, useServiceHistory, useUpdateVehicle, useVehicles } from './queries'
import type { ServiceRecord, Vehicle } from './types'
import { ConfirmRemoveDialog, VehicleDialog } from './VehicleDialogs'

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const sectionTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default' })
const cardClass = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5' })
const mutedClass = css({ color: 'fg.muted' })

function LoadingBlock({ label }: { label: string }) {
  return (
    <div className={css({ display: 'grid', placeItems: 'center', py: '8' })}>
      <Spinner label={label} />
    </div>
  )
}

function ErrorBlock({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className={css({ bg: 'danger.subtle', color: 'danger.default', borderRadius: 'md', p: '4', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p>
        <strong>We couldn’t load {what}.</strong> {garageErrorText(error)}
      </p>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

/** Your vehicles: add, edit, remove (optimistic), each with its prices and "Book this vehicle". */
export function VehiclesSection({ userId }: { userId: string }) {
  const vehicles = useVehicles(userId)
  const add = useAddVehicle(userId)
  const update = useUpdateVehicle(userId)
  const remove = useRemoveVehicle(userId)
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Vehicle | null>(null)
  const [removing, setRemoving] = useState<Vehicle | null>(null)

  const failed = (title: string) => (error: Error) => showToast('error', title, garageErrorText(error))

  return (
    <section aria-labelledby="garage-vehicles" className={sectionClass}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
        <h2 id="garage-vehicles" className={sectionTitle}>
          Your vehicles
        </h2>
        <button type="button" className={button({ variant: 'solid' })} onClick={() => setAdding(true)}>
          Add a vehicle
        </button>
      </div>

      {vehicles.isPending ? (
        <LoadingBlock label="Loading your vehicles" />
      ) : vehicles.isError ? (
        <ErrorBlock what="your vehicles" error={vehicles.error} onRetry={() => void vehicles.refetch()} />
      ) : vehicles.data.length === 0 ? (
        <div className={cardClass}>
          <p className={css({ fontWeight: 'semibold' })}>No vehicles yet.</p>
          <p className={mutedClass}>Add your car, SUV or truck to see its prices and book it in one tap.</p>
        </div>
      ) : (
        <ul aria-label="Vehicles" className={css({ listStyle: 'none', display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
          {vehicles.data.map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} onEdit={() => setEditing(vehicle)} onRemove={() => setRemoving(vehicle)} />
          ))}
        </ul>
      )}

      <VehicleDialog
        open={adding}
        title="Add a vehicle"
        submitLabel="Add vehicle"
        onOpenChange={setAdding}
        onSubmit={(input) => add.mutateAsync(input, { onError: failed('Vehicle not added') }).then(() => setAdding(false))}
      />
      <VehicleDialog
        key={editing?.id ?? 'none'}
        open={editing !== null}
        title="Edit vehicle"
        submitLabel="Save changes"
        initial={editing ? toDraft(editing) : undefined}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        onSubmit={(input) => update.mutateAsync({ id: editing!.id, input }, { onError: failed('Vehicle not saved') }).then(() => setEditing(null))}
      />
      <ConfirmRemoveDialog
        open={removing !== null}
        label={removing ? vehicleLabel(removing) : ''}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        onConfirm={() => {
          const id = removing!.id
          setRemoving(null)
          remove.mutate(id, { onError: failed('Vehicle not removed') })
        }}
      />
    </section>
  )
}

function VehicleCard({ vehicle, onEdit, onRemove }: { vehicle: Vehicle; onEdit: () => void; onRemove: () => void }) {
  const saving = isOptimistic(vehicle)
  const label = vehicleLabel(vehicle)
  return (
    <li className={cardClass} aria-busy={saving || undefined} data-testid="vehicle-card">
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'flex-start' })}>
        <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{label}</h3>
        <span className={css({ bg: 'brand.subtle', color: 'brand.default', px: '2', py: '0.5', borderRadius: 'full', fontSize: 'sm', fontWeight: 'semibold' })}>{vehicle.size}</span>
      </div>
      <ul aria-label={`Prices for ${label}`} className={css({ listStyle: 'none', mt: '3', display: 'grid', gap: '1', fontSize: 'sm' })}>
        {pricesForSize(vehicle.size).map((p) => (
          <li key={p.baseId} className={css({ display: 'flex', justifyContent: 'space-between' })}>
            <span>{p.name}</span>
            <span className={css({ fontWeight: 'semibold' })}>{formatPrice(p.price)}</span>
          </li>
        ))}
      </ul>
      <div className={css({ display: 'flex', gap: '2', mt: '4', flexWrap: 'wrap', alignItems: 'center' })}>
        <a href={bookingHref(vehicle.size)} className={button({ variant: 'solid', size: 'sm' })} aria-label={`Book this vehicle: ${label}`}>
          Book this vehicle
        </a>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onEdit} disabled={saving} aria-label={`Edit ${label}`}>
          Edit
        </button>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onRemove} disabled={saving} aria-label={`Remove ${label}`}>
          Remove
        </button>
        {saving ? <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>Saving…</span> : null}
      </div>
    </li>
  )
}

/** Past details, newest first. */
export function ServiceHistorySection({ userId }: { userId: string }) {
  const history = useServiceHistory(userId)
  return (
    <section aria-labelledby="garage-history" className={sectionClass}>
      <h2 id="garage-history" className={sectionTitle}>
        Service history
      </h2>
      {history.isPending ? (
        <LoadingBlock label="Loading your service history" />
      ) : history.isError ? (
        <ErrorBlock what="your service history" error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className={mutedClass}>No details on record yet. After your first visit, each detail shows up here with its date and services.</p>
      ) : (
        <ul aria-label="Past details" className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
          {history.data.map((record) => (
            <HistoryRow key={record.id} record={record} />
          ))}
        </ul>
      )}
    </section>
  )
}

function HistoryRow({ record }: { record: ServiceRecord }) {
  return (
    <li className={cardClass}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <time dateTime={record.service_date} className={css({ fontWeight: 'semibold' })}>
          {formatServiceDate(record.service_date)}
        </time>
        {record.amount !== null ? <span>{formatPrice(record.amount)}</span> : null}
      </div>
      <p>{record.services.join(', ')}</p>
      {record.vehicle ? <p className={mutedClass}>{record.vehicle}</p> : null}
    </li>
  )
}

/** Member perks: the first-visit discount's status and the way to a membership. */
export function MemberPerksSection({ userId }: { userId: string }) {
  const history = useServiceHistory(userId)
  const status = history.data ? firstVisitStatus(history.data) : null
  return (
    <section aria-labelledby="garage-perks" className={`${sectionClass} ${cardClass} ${css({ bg: 'accent.subtle', borderColor: 'accent.default' })}`}>
      <h2 id="garage-perks" className={sectionTitle}>
        Member perks
      </h2>
      <div>
        <p className={css({ fontWeight: 'semibold' })}>First-visit discount: 10% off your first detail</p>
        <p data-testid="first-visit-status">
          {status === null
            ? history.isError
              ? 'Status unavailable right now.'
              : 'Checking…'
            : status.kind === 'available'
              ? 'Available: it applies automatically to your first booking.'
              : `Used on your first detail, ${formatServiceDate(status.on)}.`}
        </p>
      </div>
      <p>Members get priority booking and a standing discount on every service.</p>
      <a href="/membership" className={button({ variant: 'brand', size: 'sm' })} style={{ alignSelf: 'flex-start' }}>
        See membership plans
      </a>
    </section>
  )
}
