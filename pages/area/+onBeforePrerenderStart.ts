import { areas } from '../../lib/catalogue/catalogue'

export default function onBeforePrerenderStart(): string[] {
  return areas.map((a) => `/${a.slug}`)
}
