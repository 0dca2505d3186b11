import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { userScope } from '../../lib/query/query-client'
import { useGarageApi, type GarageApi } from './garage-api'
import type { PlanEnrolment, Vehicle, VehicleInput } from './types'

// fetcher (garage-api.ts) -> queryOptions -> hook (https://tkdodo.eu/blog/the-query-options-api). Keys start with
// ['user', userId] so signing out drops them all (lib/query/query-client.ts).

export function vehiclesQueryOptions(api: GarageApi, userId: string) {
  return queryOptions({ queryKey: [...userScope(userId), 'vehicles'] as const, queryFn: () => api.listVehicles(userId) })
}

export function historyQueryOptions(api: GarageApi, userId: string) {
  return queryOptions({ queryKey: [...userScope(userId), 'service-history'] as const, queryFn: () => api.listHistory(userId) })
}

// Bookings and the code's used_at change outside this site (the scheduler's webhook writes
// them), so unlike the rest of the account data they are read again on every visit: a booking
// made a minute ago must not be hidden behind the cache's 60 s staleTime.
export function bookingsQueryOptions(api: GarageApi, userId: string) {
  return queryOptions({ queryKey: [...userScope(userId), 'bookings'] as const, queryFn: () => api.listBookings(userId), staleTime: 0 })
}

export function discountQueryOptions(api: GarageApi, userId: string) {
  return queryOptions({ queryKey: [...userScope(userId), 'discount-status'] as const, queryFn: () => api.discountStatus(), staleTime: 0 })
}

export function useBookings(userId: string) {
  return useQuery(bookingsQueryOptions(useGarageApi(), userId))
}

export function useDiscountStatus(userId: string) {
  return useQuery(discountQueryOptions(useGarageApi(), userId))
}

export function useVehicles(userId: string) {
  return useQuery(vehiclesQueryOptions(useGarageApi(), userId))
}

export function useServiceHistory(userId: string) {
  return useQuery(historyQueryOptions(useGarageApi(), userId))
}

/** Ids of vehicles shown before the server has them. */
export const OPTIMISTIC_PREFIX = 'optimistic-'

export function isOptimistic(vehicle: Pick<Vehicle, 'id'>): boolean {
  return vehicle.id.startsWith(OPTIMISTIC_PREFIX)
}

type Snapshot = { previous: Vehicle[] | undefined }

/**
 * The three garage writes, each optimistic: the list changes at once, rolls back if the server
 * refuses, and is re-read from the server when the write settles.
 */
function useVehicleMutation<TVariables>(userId: string, write: (api: GarageApi, variables: TVariables) => Promise<unknown>, apply: (list: Vehicle[], variables: TVariables) => Vehicle[]) {
  const api = useGarageApi()
  const queryClient = useQueryClient()
  const { queryKey } = vehiclesQueryOptions(api, userId)
  return useMutation<unknown, Error, TVariables, Snapshot>({
    mutationFn: (variables) => write(api, variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (list = []) => apply(list, variables))
      return { previous }
    },
    onError: (_error, _variables, snapshot) => {
      queryClient.setQueryData(queryKey, snapshot?.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}

export function useAddVehicle(userId: string) {
  return useVehicleMutation<VehicleInput>(
    userId,
    (api, input) => api.addVehicle(userId, input),
    (list, input) => [...list, { ...input, id: `${OPTIMISTIC_PREFIX}${Date.now()}`, created_at: new Date().toISOString() }],
  )
}

export function useUpdateVehicle(userId: string) {
  return useVehicleMutation<{ id: string; input: VehicleInput }>(
    userId,
    (api, { id, input }) => api.updateVehicle(id, input),
    (list, { id, input }) => list.map((v) => (v.id === id ? { ...v, ...input } : v)),
  )
}

export function useRemoveVehicle(userId: string) {
  return useVehicleMutation<string>(
    userId,
    (api, id) => api.removeVehicle(id),
    (list, id) => list.filter((v) => v.id !== id),
  )
}

export function enrolmentsQueryOptions(api: GarageApi, userId: string) {
  return queryOptions({ queryKey: [...userScope(userId), 'plan-enrolments'] as const, queryFn: () => api.listEnrolments(userId) })
}

export function useEnrolments(userId: string) {
  return useQuery(enrolmentsQueryOptions(useGarageApi(), userId))
}

/**
 * Joining and leaving a plan. Not optimistic: the answer decides (one plan per vehicle is the
 * database's rule), and the list is read again either way.
 */
function usePlanMutation<TVariables>(userId: string, write: (api: GarageApi, variables: TVariables) => Promise<unknown>) {
  const api = useGarageApi()
  const queryClient = useQueryClient()
  return useMutation<unknown, Error, TVariables>({
    mutationFn: (variables) => write(api, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enrolmentsQueryOptions(api, userId).queryKey }),
  })
}

export function useJoinPlan(userId: string) {
  return usePlanMutation<{ vehicleId: string; planId: string }>(userId, (api, { vehicleId, planId }) => api.joinPlan(vehicleId, planId))
}

export function useLeavePlan(userId: string) {
  return usePlanMutation<PlanEnrolment>(userId, (api, enrolment) => api.leavePlan(enrolment.id))
}
