import { useData } from 'vike-react/useData'
import { PREVIEW_CATALOGUE_ID } from '../../lib/cms/preview-data'
import { serializeJsonLd, type JsonLd } from '../../lib/seo/jsonld'
import type { Data } from './+data'

// Decap CMS mounts itself into #nc-root (https://decapcms.org/docs/custom-mounting/); until its
// script runs, and without JavaScript, the page says what it is.
export default function Page() {
  const { preview } = useData<Data>()
  return (
    <>
      <script type="application/json" id={PREVIEW_CATALOGUE_ID} dangerouslySetInnerHTML={{ __html: serializeJsonLd(preview as unknown as JsonLd) }} />
      <div id="nc-root">
        <noscript>The content manager needs JavaScript.</noscript>
      </div>
    </>
  )
}
