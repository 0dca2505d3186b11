// Every island of the site, for the browser's runtime (pages/+client.ts, lib/islands/start.ts): the
// declarations each domain makes in its own islands.ts, under the names the server writes into the
// page (decision 110). It imports those small files directly, not the domains' index.ts, so the
// page's first script carries the loaders and nothing else of a domain.
import { accountIslands } from '../account/islands'
import { bagIslands } from '../bag/islands'
import { bookingIslands } from '../booking/islands'
import { engagementIslands } from '../engagement/islands'
import { galleryIslands } from '../gallery/islands'
import { garageIslands } from '../garage/islands'
import { layoutIslands } from '../layout/islands'
import { quoteIslands } from '../quotes/islands'

export const islands = { ...accountIslands, ...bagIslands, ...bookingIslands, ...engagementIslands, ...galleryIslands, ...garageIslands, ...layoutIslands, ...quoteIslands }
