import { catalogue } from '../../lib/catalogue/catalogue.server'
import { bookableIds } from '../../components/booking'

export default function onBeforePrerenderStart(): string[] {
  return ['/book', ...bookableIds(catalogue).map((id) => `/book/${id}`)]
}
