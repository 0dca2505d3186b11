import { BlogPostView } from '../catalogue-pages'
import { blogPostPreview } from '../../lib/cms/preview-data'

/** The CMS's preview of a blog post (its body typed as Markdown), as /blog/{slug} shows it. */
export function BlogPostPreviewPage({ value }: { value: unknown }) {
  return <BlogPostView post={blogPostPreview(value)} />
}
