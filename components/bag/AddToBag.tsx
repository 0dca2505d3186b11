import { useId, useState, type FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import type { Price } from '../../lib/catalogue/price'
import { formatPrice, REQUEST_A_QUOTE } from '../../lib/format/price'
import { bagActions, useBag } from './bag-store'
import { useOverlayCode, warmOnEarlyTap, warmOnIntent } from '../../lib/islands/overlay-code'
import { bagDrawerCode, upsellCode } from './overlay-codes'
import { VehicleSizePicker } from './VehicleSizePicker'

// "Add to Bag" pressed before this island has hydrated: the drawer's and the upsell's code load
// beside the hydration, not after the replayed click.
warmOnEarlyTap('add-to-bag', (control) => (control.closest('[type="submit"]') ? upsellCode : null))

interface AddToBagProps {
  /** Service page slug, e.g. "signature-detail". */
  slug: string
  bookable: boolean
  /** The service page's price (its +data), with the bag ids, names and amounts it sells. */
  price: Price
  phone: { display: string; e164: string }
}

/**
 * Without JavaScript (or before hydration) the buy box is a GET form: "Add to Bag" takes the
 * visitor to the service's booking page with the chosen size (?vehicle=SUV), which offers call,
 * text and e-mail. Once React runs, submitting adds to the bag instead and stays on the page.
 */
function bookingAction(slug: string, bookable: boolean): string {
  return bookable ? `/book/${slug}` : '/contact'
}

const panel = cx(card({ radius: 'xl' }), css({ display: 'grid', gap: '4' }))

/**
 * The service page's buy box: a vehicle-size picker with the variant
 * prices for packages, one price for add-ons, "Request a quote" for quote-only services.
 * Plain form controls: it works before hydration and without JavaScript (see bookingAction).
 */
export function AddToBag({ slug, bookable, price, phone }: AddToBagProps) {
  const groupId = useId()
  // The page's price arrives as props: the island's code carries no catalogue.
  const variants = price.kind === 'from' ? price.variants : []
  const [variantId, setVariantId] = useState(variants[0]?.id)
  const action = bookingAction(slug, bookable)
  // An add opens the drawer and the upsell: their code loads from the button's pointer-over, focus
  // or pointer-down; an add before it has come shows the button busy.
  const drawer = useOverlayCode(bagDrawerCode)
  const upsell = useOverlayCode(upsellCode)
  const busy = useBag((s) => (s.isOpen && drawer === undefined) || (s.upsell !== null && upsell === undefined))
  // data-opens: a tap before idle hydrates the drawer's and the upsell's islands beside this one (lib/islands/protocol.ts).
  const submitProps = { 'aria-busy': busy || undefined, 'data-opens': 'upsell bag-drawer', ...warmOnIntent(upsellCode) }
  const addOnSubmit = (id: string | undefined) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (id) bagActions.add(id)
  }

  if (price.kind === 'from') {
    const chosen = variants.find((v) => v.id === variantId) ?? variants[0]
    return (
      <form method="get" action={action} onSubmit={addOnSubmit(chosen?.id)} aria-labelledby={`${groupId}-title`} className={panel} data-testid="add-to-bag">
        <h2 id={`${groupId}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Choose your vehicle
        </h2>
        <VehicleSizePicker variants={variants} value={chosen?.id} onChange={setVariantId} name="vehicle" />
        <button type="submit" className={button({ variant: 'solid', size: 'lg' })} {...submitProps}>
          Add to Bag · {chosen ? formatPrice(chosen.price) : ''}
        </button>
      </form>
    )
  }

  if (price.kind === 'fixed') {
    return (
      <form method="get" action={action} onSubmit={addOnSubmit(price.item.id)} aria-labelledby={`${groupId}-title`} className={panel} data-testid="add-to-bag">
        <h2 id={`${groupId}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {price.item.name}
        </h2>
        <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{formatPrice(price.item.price)}</p>
        <button type="submit" className={button({ variant: 'solid', size: 'lg' })} {...submitProps}>
          Add to Bag
        </button>
      </form>
    )
  }

  return (
    <section aria-labelledby={`${groupId}-title`} className={panel} data-testid="add-to-bag">
      <h2 id={`${groupId}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Priced for your vehicle
      </h2>
      {price.note ? <p>{price.note}</p> : <p>Every job is different, so we quote it after a quick look at your vehicle.</p>}
      <a href="/contact" className={button({ variant: 'solid', size: 'lg' })}>
        {REQUEST_A_QUOTE}
      </a>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Or ask our chat assistant, or call or text{' '}
        <a href={`tel:${phone.e164}`} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          {phone.display}
        </a>
        .
      </p>
    </section>
  )
}
