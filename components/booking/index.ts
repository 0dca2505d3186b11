export { BookingPage } from './BookingPage'
export { bookableIds, bookingData } from './data'
