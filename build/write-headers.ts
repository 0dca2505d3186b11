// After `vike build`: writes dist/client/_headers, the response headers of every path
// (security-headers.ts), in the format Netlify and Cloudflare Pages read (and Pages' own
// runtime applies locally, tools/pages-dev/serve.ts), and the speculation rules file those
// headers point every page at (speculation-rules.ts). The Supabase URL is the one Vite baked
// into this build (VITE_SUPABASE_URL from the environment or a .env file, as Vite reads it).
//
//   npx tsx build/write-headers.ts [dist/client]
import fs from 'node:fs'
import path from 'node:path'
import { builtHtmlFiles } from './built-html-files'
import { loadEnv } from 'vite'
import { business } from '../lib/catalogue/catalogue.server'
import { buildHeaderRules, formatHeadersFile, htmlFileToPath } from './security-headers'
import { backendFromEnv } from '../lib/cms/backend'
import { NO_PRERENDER_PATHS, SPECULATION_RULES_PATH, speculationRulesJson } from './speculation-rules'

const outDir = path.resolve(process.argv[2] ?? 'dist/client')

function main(): void {
  if (!fs.existsSync(outDir)) {
    console.error(`write-headers: ${outDir} does not exist; run vike build first.`)
    process.exit(1)
  }
  // Same mode and precedence as `vike build`: process.env wins over .env files.
  const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', process.cwd(), 'VITE_')
  const supabaseUrl = env.VITE_SUPABASE_URL?.trim() || undefined
  if (!supabaseUrl) {
    console.warn("write-headers: VITE_SUPABASE_URL is not set; the CSP allows no backend (connect-src 'self').")
  }
  const htmlPaths = builtHtmlFiles(outDir)
    .map(htmlFileToPath)
    .filter((p): p is string => p !== null)
  // A renamed page would silently fall out of the prerender exclusions and be prerendered.
  for (const page of NO_PRERENDER_PATHS) {
    if (!htmlPaths.includes(page)) console.warn(`write-headers: ${page} is excluded from prerendering but the build has no such page; update build/speculation-rules.ts`)
  }
  fs.writeFileSync(path.join(outDir, SPECULATION_RULES_PATH.slice(1)), speculationRulesJson())
  // A Turnstile site key in the build brings Cloudflare's widget.
  const turnstile = Boolean(env.VITE_TURNSTILE_SITE_KEY?.trim())
  // /admin's policy names the CMS backend the build baked in (VITE_CMS_*, lib/cms/config.ts).
  const rules = buildHeaderRules({ supabaseUrl, schedulerOrigin: business.schedulerOrigin, htmlPaths, cmsBackend: backendFromEnv(env), turnstile })
  fs.writeFileSync(path.join(outDir, '_headers'), formatHeadersFile(rules))
  console.log(
    `write-headers: _headers with ${rules.length} rules (security headers and speculation rules everywhere, caching for ${htmlPaths.length} pages) and ${SPECULATION_RULES_PATH.slice(1)} in ${path.relative(process.cwd(), outDir) || '.'}`,
  )
}

try {
  main()
} catch (error) {
  console.error(`write-headers: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
