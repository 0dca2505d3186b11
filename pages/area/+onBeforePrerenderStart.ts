import { areas } from '../../lib/catalogue/catalogue.server'

export default function onBeforePrerenderStart(): string[] {
  return areas.map((a) => `/${a.slug}`)
}
