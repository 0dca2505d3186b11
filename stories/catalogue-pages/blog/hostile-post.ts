// A blog post written to attack the page: every field a person types holds
// markup, Markdown links and images with script URLs, entities and event handlers. Shared by
// the unit test (tests/unit/blog-xss.test.ts) and the story (Blog/Hostile post). Each payload
// that could run sets window.__xss, so a test can tell whether any of them executed.
import type { BlogBlock } from '../../../lib/catalogue/types'
import type { BlogPostData } from '../../../components/catalogue-pages/blog/data'

/** Strings a hostile author (or a compromised data file) might put in any text field. */
export const HOSTILE_STRINGS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">click me</a>',
  '[x](javascript:window.__xss=1)',
  '![x](javascript:window.__xss=1)',
  '![pixel](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIi8+)',
  '[nested [brackets](javascript:alert(1))](https://example.com)',
  '&lt;img src=x onerror=window.__xss=1&gt; &amp;lt;script&amp;gt; &#60;b&#62;',
  '"><img src=x onerror=window.__xss=1>',
  "'; window.__xss=1; //",
  '<details open ontoggle="window.__xss=1">',
  '<style>body{display:none}</style>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '\u202e<b>reversed</b>',
] as const

/** The body: one block per kind, each carrying payloads. */
export const hostileBody: BlogBlock[] = [
  { type: 'p', text: HOSTILE_STRINGS[0] },
  { type: 'h2', text: HOSTILE_STRINGS[1] },
  { type: 'h3', text: HOSTILE_STRINGS[2] },
  { type: 'p', text: `Read ${HOSTILE_STRINGS[5]} and see ${HOSTILE_STRINGS[6]} then ${HOSTILE_STRINGS[8]}` },
  { type: 'ul', items: [HOSTILE_STRINGS[3], HOSTILE_STRINGS[4], HOSTILE_STRINGS[7]] },
  { type: 'ol', items: [HOSTILE_STRINGS[9], HOSTILE_STRINGS[10], HOSTILE_STRINGS[11]] },
  { type: 'quote', text: HOSTILE_STRINGS[12], cite: HOSTILE_STRINGS[13] },
  { type: 'p', text: `${HOSTILE_STRINGS[14]} ${HOSTILE_STRINGS[15]}` },
]

/** A whole post whose title, author, excerpt, tags and body are hostile; the image is the catalogue's. */
export function hostilePost(base: BlogPostData): BlogPostData {
  return {
    ...base,
    title: `Detailing tips ${HOSTILE_STRINGS[0]}`,
    author: HOSTILE_STRINGS[1],
    excerpt: HOSTILE_STRINGS[5],
    tags: [HOSTILE_STRINGS[2], HOSTILE_STRINGS[6]],
    body: hostileBody,
  }
}
