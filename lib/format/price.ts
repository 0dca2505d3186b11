// The site's price formatting is the one notify-owner's mails use
// (supabase/functions/_shared/price.ts), so a price reads the same on a page and in a mail.
export { formatPrice, formatWholeDollars, REQUEST_A_QUOTE } from '../../supabase/functions/_shared/price'
