import { useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'
import { loginPathFor, useAuth } from '../account'
import { QueryProvider } from '../../lib/query/QueryProvider'
import { garageErrorText, vehicleLabel } from './garage-rules'
import { enrolmentOf } from './plan-rules'
import { isOptimistic, useEnrolments, useJoinPlan, useVehicles } from './queries'

export interface PlanJoinProps {
  planId: string
  planName: string
}

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
const problemClass = css({ color: 'danger.default', fontSize: 'sm' })

/**
 * /membership's Join for one plan (an island): a guest goes to /login with this page remembered,
 * as My Garage sends one; a signed-in customer picks one of their garage vehicles not yet on a
 * plan. Nothing is paid here: each visit is booked and paid through the scheduler.
 */
export function PlanJoinIsland(props: PlanJoinProps) {
  return (
    <QueryProvider>
      <PlanJoin {...props} />
    </QueryProvider>
  )
}

function PlanJoin({ planId, planName }: PlanJoinProps) {
  const { state, navigate } = useAuth()
  const [open, setOpen] = useState(false)
  const loginPath = loginPathFor(`/membership#plan-${planId}`)
  // A tap while the session still loads is kept: the form opens, or the guest is sent to log in, once it is known.
  useEffect(() => {
    if (open && state.status === 'signedOut') void navigate(loginPath)
  }, [open, state.status, navigate, loginPath])
  if (state.status === 'signedIn' && open) return <JoinForm userId={state.user.id} planId={planId} planName={planName} />
  // A link, so that without JavaScript Join still leads somewhere: to log in, and back to this plan.
  return (
    <a
      href={loginPath}
      className={button({ variant: 'solid' })}
      onClick={(event) => {
        event.preventDefault()
        setOpen(true)
      }}
    >
      Join {planName}
    </a>
  )
}

function JoinForm({ userId, planId, planName }: { userId: string } & PlanJoinProps) {
  const vehicles = useVehicles(userId)
  const enrolments = useEnrolments(userId)
  const join = useJoinPlan(userId)
  const [vehicleId, setVehicleId] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [joined, setJoined] = useState<string | null>(null)
  const id = useId()

  if (joined) {
    return (
      <p role="status">
        {joined} is on the {planName} plan.{' '}
        <a href="/garage" className={linkClass}>
          See its next visit in My Garage
        </a>
      </p>
    )
  }
  if (vehicles.isPending || enrolments.isPending) return <p className={css({ color: 'fg.muted' })}>Loading your vehicles…</p>
  if (vehicles.isError || enrolments.isError) return <p className={problemClass}>{garageErrorText(vehicles.error ?? enrolments.error)}</p>
  const free = vehicles.data.filter((v) => !isOptimistic(v) && !enrolmentOf(enrolments.data, v.id))
  if (free.length === 0) {
    return (
      <p>
        {vehicles.data.length === 0 ? 'Add your vehicle in My Garage first, then join from there.' : 'Every vehicle in your garage is already on a plan.'}{' '}
        <a href="/garage" className={linkClass}>
          Go to My Garage
        </a>
      </p>
    )
  }
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '2' })}
      onSubmit={(event) => {
        event.preventDefault()
        const vehicle = free.find((v) => v.id === vehicleId)
        if (!vehicle) {
          setProblem('Choose the vehicle to put on this plan.')
          return
        }
        join.mutate({ vehicleId, planId }, { onSuccess: () => setJoined(vehicleLabel(vehicle)), onError: (error) => setProblem(garageErrorText(error)) })
      }}
    >
      <label htmlFor={id} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
        Vehicle for {planName}
      </label>
      <select
        id={id}
        className={input()}
        value={vehicleId}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setVehicleId(event.target.value)
          setProblem(null)
        }}
      >
        <option value="">Choose a vehicle</option>
        {free.map((v) => (
          <option key={v.id} value={v.id}>
            {vehicleLabel(v)}
          </option>
        ))}
      </select>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={problemClass}>
          {problem}
        </p>
      ) : null}
      <button type="submit" className={button({ variant: 'solid' })} disabled={join.isPending}>
        {join.isPending ? 'Joining…' : `Join ${planName}`}
      </button>
    </form>
  )
}
