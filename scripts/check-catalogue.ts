// npm run check:catalogue — validates data/ without building the site.
// Prints one line per problem and exits 1, or a short summary and exits 0.
import { checkCatalogue } from '../lib/catalogue/read.server'
import { formatProblem } from '../lib/catalogue/validate'

const [dataDir, blogDir] = process.argv.slice(2) // optional, for checking another folder
const { problems, catalogue } = checkCatalogue({ dataDir, blogDir })

if (!catalogue) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the catalogue.`)
  process.exit(1)
}

console.log(
  `Catalogue OK: ${catalogue.servicePages.length} service pages, ${catalogue.baseServices.length} base services, ` +
    `${catalogue.variants.length} variants, ${catalogue.addOns.length} add-ons, ${catalogue.areas.length} areas, ` +
    `${catalogue.faq.length} FAQ entries, ${catalogue.testimonials.length} testimonials, ` +
    `${catalogue.membership.tiers.length} membership tiers, ${catalogue.blogPosts.length} blog posts.`,
)
