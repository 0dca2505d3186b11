export { BookingPage } from './BookingPage'
export { bookableIds, bookingData } from './data'
export { ZipCheck } from './visit/ZipCheck'
export { bookingIslands } from './islands'
