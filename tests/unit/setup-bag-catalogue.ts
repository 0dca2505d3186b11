// Pages carry the bag's projection in their HTML (components/layout/SiteLayout.tsx); unit tests
// have no page, so they get the same projection of the real catalogue here.
import { catalogue } from '../../lib/catalogue/catalogue'
import { bagCatalogue } from '../../lib/catalogue/bag-products'
import { provideBagCatalogue } from '../../lib/catalogue/products'

provideBagCatalogue(bagCatalogue(catalogue))
