import type { PageContext } from 'vike/types'

export default function title(pageContext: PageContext): string {
  const notFound = pageContext.is404 === true || pageContext.abortStatusCode === 404
  return notFound ? 'Page not found | Katy Mobile Detailing' : 'Something went wrong | Katy Mobile Detailing'
}
