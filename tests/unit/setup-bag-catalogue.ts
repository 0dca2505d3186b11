// Pages carry the bag's projection in their HTML (components/layout/SiteLayout.tsx); unit tests
// have no page, so they get the same projection of the real catalogue here (from the static
// fixture: this runs before every test file, and reading through lib/catalogue/catalogue.server.ts would
// validate data/ each time; catalogue-spec.test.ts holds the two equal).
import { catalogue } from '../fixtures/catalogue/static'
import { bagCatalogue } from '../../lib/catalogue/bag-products'
import { provideBagCatalogue } from '../../lib/catalogue/products'

provideBagCatalogue(bagCatalogue(catalogue))
