import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import { formatPrice } from '../../lib/format/price'
import { bookingPrep, type PrepCatalogue } from '../../lib/catalogue/booking-prep'
import { cancelNotice, depositLines } from '../../lib/catalogue/deposit'
import type { DepositTerms } from '../../lib/catalogue/visit-terms'
import { Checklist } from '../ui/checklist'
import { panelTitle as sectionTitle } from '../ui/page-styles'
import { BookingQuoteTotal } from './QuotesSection'
import { ErrorBlock } from './ErrorBlock'
import { Spinner } from '../ui/spinner'
import { showToast } from '../../lib/toast/show-toast'
import {
  bookingHref,
  discountStatusText,
  formatBookingTime,
  formatServiceDate,
  garageErrorText,
  historyEntries,
  pricesForSize,
  type PackagePrices,
  schedulerLink,
  splitBookings,
  toDraft,
  vehicleLabel,
  type HistoryEntry,
} from './garage-rules'
import { isOptimistic, useAddVehicle, useBookings, useDiscountStatus, useEnrolments, useRemoveVehicle, useServiceHistory, useUpdateVehicle, useVehicles } from './queries'
import { enrolmentOf, type GaragePlan } from './plan-rules'
import { VehiclePlan } from './VehiclePlan'
import type { Booking, Vehicle } from './types'
import { ConfirmRemoveDialog, VehicleDialog } from './VehicleDialogs'

const sectionClass = stack({ gap: '4' })
const cardClass = card()
const mutedClass = css({ color: 'fg.muted' })

function LoadingBlock({ label }: { label: string }) {
  return (
    <div className={css({ display: 'grid', placeItems: 'center', py: '8' })}>
      <Spinner label={label} />
    </div>
  )
}

/** Your vehicles: add, edit, remove (optimistic), each with its prices, "Book this vehicle" and its maintenance plan. */
export function VehiclesSection({ userId, packages, plans = [], now }: { userId: string; packages: readonly PackagePrices[]; plans?: readonly GaragePlan[]; now: Date }) {
  const vehicles = useVehicles(userId)
  const enrolments = useEnrolments(userId)
  const bookings = useBookings(userId)
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
            <VehicleCard key={vehicle.id} vehicle={vehicle} packages={packages} onEdit={() => setEditing(vehicle)} onRemove={() => setRemoving(vehicle)}>
              {/* A plan is joined for a saved vehicle, and shown once the plans are known (a failed read: the retry below). */}
              {!isOptimistic(vehicle) && enrolments.data ? (
                <VehiclePlan userId={userId} vehicle={vehicle} label={vehicleLabel(vehicle)} plans={plans} enrolment={enrolmentOf(enrolments.data, vehicle.id)} bookings={bookings.data} now={now} />
              ) : null}
            </VehicleCard>
          ))}
        </ul>
      )}
      {plans.length > 0 && enrolments.isError ? <ErrorBlock what="your maintenance plans" error={enrolments.error} onRetry={() => void enrolments.refetch()} /> : null}

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

function VehicleCard({ vehicle, packages, onEdit, onRemove, children }: { vehicle: Vehicle; packages: readonly PackagePrices[]; onEdit: () => void; onRemove: () => void; children?: ReactNode }) {
  const saving = isOptimistic(vehicle)
  const label = vehicleLabel(vehicle)
  return (
    <li className={cardClass} aria-busy={saving || undefined} data-testid="vehicle-card">
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'flex-start' })}>
        <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{label}</h3>
        <span className={css({ bg: 'brand.subtle', color: 'brand.default', px: '2', py: '0.5', borderRadius: 'full', fontSize: 'sm', fontWeight: 'semibold' })}>{vehicle.size}</span>
      </div>
      <ul aria-label={`Prices for ${label}`} className={css({ listStyle: 'none', mt: '3', display: 'grid', gap: '1', fontSize: 'sm' })}>
        {pricesForSize(packages, vehicle.size).map((p) => (
          <li key={p.baseId} className={css({ display: 'flex', justifyContent: 'space-between' })}>
            <span>{p.name}</span>
            <span className={css({ fontWeight: 'semibold' })}>{formatPrice(p.price)}</span>
          </li>
        ))}
      </ul>
      <div className={css({ display: 'flex', gap: '2', mt: '4', flexWrap: 'wrap', alignItems: 'center' })}>
        <a href={bookingHref(packages, vehicle.size, saving ? undefined : vehicle.id)} className={button({ variant: 'solid', size: 'sm' })} aria-label={`Book this vehicle: ${label}`}>
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
      {children}
    </li>
  )
}

/** Bookings the scheduler confirmed that have not ended yet, soonest first, with its Reschedule / Cancel links. */
export function UpcomingBookingsSection({ userId, now, prep, deposit }: { userId: string; now: Date; prep?: PrepCatalogue; deposit?: DepositTerms }) {
  const bookings = useBookings(userId)
  const upcoming = bookings.data ? splitBookings(bookings.data, now).upcoming : []
  return (
    <section aria-labelledby="garage-upcoming" className={sectionClass}>
      <h2 id="garage-upcoming" className={sectionTitle}>
        Upcoming bookings
      </h2>
      {bookings.isPending ? (
        <LoadingBlock label="Loading your bookings" />
      ) : bookings.isError ? (
        <ErrorBlock what="your bookings" error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : upcoming.length === 0 ? (
        <div className={cardClass}>
          <p className={css({ fontWeight: 'semibold' })}>No upcoming bookings.</p>
          <p className={mutedClass}>
            Book a detail and it shows here once the scheduler confirms it.{' '}
            <a href="/book" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
              Book now
            </a>
          </p>
        </div>
      ) : (
        <ul aria-label="Upcoming bookings" className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
          {upcoming.map((booking) => (
            <UpcomingRow key={booking.id} userId={userId} booking={booking} prep={prep} deposit={deposit} now={now} />
          ))}
        </ul>
      )}
    </section>
  )
}

function UpcomingRow({ userId, booking, prep, deposit, now }: { userId: string; booking: Booking; prep?: PrepCatalogue; deposit?: DepositTerms; now: Date }) {
  const { day, time } = formatBookingTime(booking.start_time)
  // The same lines as the owner's booking mail and the prep reminder (supabase/functions/_shared/deposit.ts).
  const money = deposit ? depositLines(booking, deposit.setting, deposit.catalogue) : null
  const keeps = deposit ? cancelNotice(booking, deposit.setting, now) : null
  const noteId = `cancel-note-${booking.id}`
  // The same items the prep reminder e-mail lists (docs/decisions/142-customer-messages-from-the-outbox.md).
  const checklist = prep ? bookingPrep(booking.services, prep).items : []
  const reschedule = schedulerLink(booking.reschedule_url)
  const cancel = schedulerLink(booking.cancel_url)
  return (
    <li className={cardClass} data-testid="upcoming-booking">
      <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        <time dateTime={booking.start_time}>
          {day}, {time}
        </time>
      </p>
      <p>{booking.services.join(', ')}</p>
      {booking.vehicle ? <p className={mutedClass}>Vehicle: {booking.vehicle}</p> : null}
      <BookingQuoteTotal userId={userId} bookingId={booking.id} />
      {money && money.state.state !== 'none' ? (
        <div className={css({ mt: '2', display: 'grid', gap: '1' })} data-testid="booking-deposit">
          <p className={money.state.state === 'paid' ? css({ fontWeight: 'semibold' }) : css({ fontWeight: 'semibold', color: 'danger.default' })}>{money.deposit}</p>
          {money.balance ? <p>{money.balance}</p> : null}
        </div>
      ) : null}
      {checklist.length > 0 ? (
        <div className={css({ mt: '3', display: 'grid', gap: '2' })} data-testid="booking-prep">
          <p className={css({ fontWeight: 'semibold' })}>How to get ready</p>
          <Checklist items={checklist} label={`How to get ready for ${day}`} testId="prep-list" />
        </div>
      ) : null}
      {cancel && keeps ? (
        <p id={noteId} className={css({ mt: '3', fontSize: 'sm' })}>
          {keeps}
        </p>
      ) : null}
      {reschedule || cancel ? (
        <div className={css({ display: 'flex', gap: '2', mt: '3', flexWrap: 'wrap' })}>
          {reschedule ? (
            <a href={reschedule} target="_blank" rel="noopener" className={button({ variant: 'outline', size: 'sm' })} aria-label={`Reschedule the booking of ${day}`}>
              Reschedule
            </a>
          ) : null}
          {cancel ? (
            <a
              href={cancel}
              target="_blank"
              rel="noopener"
              className={button({ variant: 'ghost', size: 'sm' })}
              aria-label={`Cancel the booking of ${day}`}
              aria-describedby={keeps ? noteId : undefined}
            >
              Cancel
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

/** Read-only: past bookings and the older service records, newest first. */
export function ServiceHistorySection({ userId, now }: { userId: string; now: Date }) {
  const history = useServiceHistory(userId)
  const bookings = useBookings(userId)
  const pending = history.isPending || bookings.isPending
  const failed = history.isError ? history : bookings.isError ? bookings : null
  return (
    <section aria-labelledby="garage-history" className={sectionClass}>
      <h2 id="garage-history" className={sectionTitle}>
        Service history
      </h2>
      {failed?.error ? (
        <ErrorBlock what="your service history" error={failed.error} onRetry={() => void Promise.all([history.refetch(), bookings.refetch()])} />
      ) : pending || !history.data || !bookings.data ? (
        <LoadingBlock label="Loading your service history" />
      ) : (
        <HistoryList entries={historyEntries(splitBookings(bookings.data, now).past, history.data)} />
      )}
    </section>
  )
}

function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className={mutedClass}>No details on record yet. After your first visit, each detail shows up here with its date and services.</p>
  return (
    <ul aria-label="Past details" className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
      {entries.map((entry) => (
        <li key={entry.key} className={cardClass} data-testid="history-entry">
          <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
            <time dateTime={entry.date} className={css({ fontWeight: 'semibold' })}>
              {formatServiceDate(entry.date)}
            </time>
            {entry.amount !== null ? <span>{formatPrice(entry.amount)}</span> : null}
          </div>
          <p>{entry.services.join(', ')}</p>
          {entry.vehicle ? <p className={mutedClass}>{entry.vehicle}</p> : null}
        </li>
      ))}
    </ul>
  )
}

/** Member perks: the first-visit discount's status and the way to a membership. */
export function MemberPerksSection({ userId }: { userId: string }) {
  const discount = useDiscountStatus(userId)
  return (
    <section aria-labelledby="garage-perks" className={`${sectionClass} ${card({ tone: 'accent' })}`}>
      <h2 id="garage-perks" className={sectionTitle}>
        Member perks
      </h2>
      <div>
        <p className={css({ fontWeight: 'semibold' })}>First-visit discount: 10% off your first detail</p>
        <p data-testid="first-visit-status">{discount.isPending ? 'Checking…' : discount.isError ? 'Status unavailable right now.' : discountStatusText(discount.data)}</p>
      </div>
      <p>Members get priority booking and a standing discount on every service.</p>
      <a href="/membership" className={button({ variant: 'brand', size: 'sm' })} style={{ alignSelf: 'flex-start' }}>
        See membership plans
      </a>
    </section>
  )
}
