import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { business, catalogue } from '../../lib/catalogue/catalogue'
import { findServicePage, pagePrice, type PagePrice } from '../../lib/catalogue/lookup'
import { formatPrice, REQUEST_A_QUOTE } from '../../lib/format/price'
import { bagActions } from './bag-store'
import { VehicleSizePicker } from './VehicleSizePicker'

interface AddToBagProps {
  /** Service page slug, e.g. "signature-detail". */
  slug: string
}

const panel = css({ display: 'grid', gap: '4', p: '5', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'xl', bg: 'bg.surface' })

/**
 * The service page's buy box (spec section 4): a vehicle-size picker with the variant
 * prices for packages, one price for add-ons, "Request a quote" for quote-only services.
 * Plain form controls: it works before hydration and adds almost nothing to the page's JS.
 */
export function AddToBag({ slug }: AddToBagProps) {
  const page = findServicePage(catalogue, slug)
  const groupId = useId()
  const price: PagePrice = page ? pagePrice(catalogue, page) : { kind: 'quote' }
  const variants = price.kind === 'from' ? price.variants : []
  const [variantId, setVariantId] = useState(variants[0]?.id)

  if (price.kind === 'from') {
    const chosen = variants.find((v) => v.id === variantId) ?? variants[0]
    return (
      <section aria-labelledby={`${groupId}-title`} className={panel} data-testid="add-to-bag">
        <h2 id={`${groupId}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Choose your vehicle
        </h2>
        <VehicleSizePicker variants={variants} value={chosen?.id} onChange={setVariantId} />
        <button type="button" className={button({ variant: 'solid', size: 'lg' })} onClick={() => chosen && bagActions.add(chosen.id)}>
          Add to Bag · {chosen ? formatPrice(chosen.price) : ''}
        </button>
      </section>
    )
  }

  if (price.kind === 'fixed') {
    return (
      <section aria-labelledby={`${groupId}-title`} className={panel} data-testid="add-to-bag">
        <h2 id={`${groupId}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {price.addOn.name}
        </h2>
        <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{formatPrice(price.amount)}</p>
        <button type="button" className={button({ variant: 'solid', size: 'lg' })} onClick={() => bagActions.add(price.addOn.id)}>
          Add to Bag
        </button>
      </section>
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
        Or ask our chat assistant, or call or text <a href={`tel:${business.phone.e164}`} className={css({ color: 'fg.link', textDecoration: 'underline' })}>{business.phone.display}</a>.
      </p>
    </section>
  )
}
