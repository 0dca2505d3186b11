// What a customer has ready for a booking: the same function the prep reminder e-mail
// uses (supabase/functions/_shared/booking-prep.ts), so My Garage's checklist and the
// e-mail never disagree. Give it a booking's `services` (public.bookings.services) and
// the catalogue's baseServices, variants and addOns.
// docs/decisions/142-customer-messages-from-the-outbox.md
export { bookingPrep, type BookingPrep, type BookingServicePrep, type PrepCatalogue } from '../../supabase/functions/_shared/booking-prep'
