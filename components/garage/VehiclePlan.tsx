import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'
import { showToast } from '../../lib/toast/show-toast'
import { garageErrorText } from './garage-rules'
import { joinProblem, nextVisitText, planBookingHref, vehicleNextVisit, type GaragePlan } from './plan-rules'
import { useJoinPlan, useLeavePlan } from './queries'
import type { Booking, PlanEnrolment, Vehicle } from './types'

const mutedClass = css({ color: 'fg.muted', fontSize: 'sm' })
const boxClass = css({ mt: '4', pt: '3', borderTopWidth: '1px', borderColor: 'border.default', display: 'grid', gap: '2' })

export interface VehiclePlanProps {
  userId: string
  vehicle: Vehicle
  /** "2021 Toyota Camry": names the controls, one card among several. */
  label: string
  plans: readonly GaragePlan[]
  /** The vehicle's active enrolment; undefined: not on a plan. */
  enrolment: PlanEnrolment | undefined
  /** This user's bookings; undefined while they load. */
  bookings: readonly Booking[] | undefined
  now: Date
}

/**
 * A vehicle's maintenance plan: join one (nothing is paid here; each visit is booked and paid
 * through the scheduler), see when the next visit is due and book it, or leave in one click.
 */
export function VehiclePlan({ userId, vehicle, label, plans, enrolment, bookings, now }: VehiclePlanProps) {
  if (plans.length === 0) return null
  return enrolment ? (
    <EnrolledPlan userId={userId} vehicle={vehicle} label={label} plans={plans} enrolment={enrolment} bookings={bookings} now={now} />
  ) : (
    <JoinPlan userId={userId} vehicle={vehicle} label={label} plans={plans} />
  )
}

function EnrolledPlan({ userId, vehicle, label, plans, enrolment, bookings, now }: VehiclePlanProps & { enrolment: PlanEnrolment }) {
  const leave = useLeavePlan(userId)
  const plan = plans.find((p) => p.id === enrolment.plan_id)
  const next = plan && bookings ? vehicleNextVisit(plan, enrolment, bookings, now) : null
  const name = plan?.name ?? 'a plan we no longer offer'
  return (
    <div className={boxClass} data-testid="vehicle-plan">
      <p>
        <span className={css({ fontWeight: 'semibold' })}>Plan: {plan ? plan.name : 'no longer offered'}</span>
        {plan ? <span className={mutedClass}> · {plan.priceLabel}</span> : null}
      </p>
      {next ? (
        <p data-testid="next-visit" className={next.kind === 'due' && next.overdue ? css({ fontWeight: 'semibold', color: 'danger.default' }) : undefined}>
          {nextVisitText(next)}
        </p>
      ) : plan ? (
        <p className={mutedClass}>Checking your visits…</p>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {plan && next?.kind === 'due' ? (
          <a href={planBookingHref(plan, vehicle)} className={button({ variant: 'solid', size: 'sm' })} aria-label={`Book the next ${plan.name} visit for ${label}`}>
            Book
          </a>
        ) : null}
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          disabled={leave.isPending}
          aria-label={`Leave ${plan ? `the ${plan.name} plan` : name} for ${label}`}
          onClick={() => leave.mutate(enrolment, { onError: (error) => showToast('error', 'Plan not left', garageErrorText(error)) })}
        >
          {leave.isPending ? 'Leaving…' : 'Leave plan'}
        </button>
      </div>
    </div>
  )
}

function JoinPlan({ userId, vehicle, label, plans }: Pick<VehiclePlanProps, 'userId' | 'vehicle' | 'label' | 'plans'>) {
  const join = useJoinPlan(userId)
  const [planId, setPlanId] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  const submit = () => {
    const local = joinProblem(planId, plans, false)
    setProblem(local)
    if (local) return
    join.mutate(
      { vehicleId: vehicle.id, planId },
      {
        onSuccess: () => setPlanId(''),
        onError: (error) => setProblem(garageErrorText(error)),
      },
    )
  }
  return (
    <form
      className={boxClass}
      data-testid="vehicle-plan"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor={id} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
        Maintenance plan for {label}
      </label>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <select
          id={id}
          className={`${input()} ${css({ flex: '1', minW: '12rem' })}`}
          value={planId}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          onChange={(event) => {
            setPlanId(event.target.value)
            setProblem(null)
          }}
        >
          <option value="">Choose a plan</option>
          {plans.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.priceLabel}, every {p.intervalDays} {p.intervalDays === 1 ? 'day' : 'days'})
            </option>
          ))}
        </select>
        <button type="submit" className={button({ variant: 'outline', size: 'sm' })} disabled={join.isPending}>
          {join.isPending ? 'Joining…' : 'Join plan'}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={css({ color: 'danger.default', fontSize: 'sm' })}>
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className={mutedClass}>
          Nothing to pay now: each visit is booked and paid like any other.
        </p>
      )}
    </form>
  )
}
