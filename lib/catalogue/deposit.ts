// The deposit the scheduler takes: the same functions notify-owner's mails use
// (supabase/functions/_shared/deposit.ts), so the booking page, the bag, My Garage and the
// e-mails never disagree about the amount, the balance or the refund window.
export {
  cancelNotice,
  depositFor,
  depositLines,
  depositNotice,
  formatMoney,
  insideRefundWindow,
  refundDeadline,
  type BookingPayment,
  type DepositLines,
  type DepositSetting,
  type DepositState,
  type DepositTerms,
  type PriceCatalogue,
} from '../../supabase/functions/_shared/deposit'
