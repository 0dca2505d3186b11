// Which backend the content manager talks to, read from the build's environment. Apart from the
// generated configuration (config.ts), which reads every schema: the security headers and the
// header script need only this, and load in plain Node (Playwright's config) where the schemas'
// JSON imports would need import attributes.

/** Where the CMS reads and writes: the local proxy (npm run cms) or GitHub (the live site). */
export type CmsBackend = { kind: 'local'; proxyUrl: string; branch?: string } | { kind: 'github'; repo: string; branch?: string; authBaseUrl?: string; authEndpoint?: string }

/** Reads the backend from the build's environment: VITE_CMS_BACKEND=github with VITE_CMS_REPO, else the local proxy. */
export function backendFromEnv(env: Record<string, string | undefined>): CmsBackend {
  if (env.VITE_CMS_BACKEND === 'github') {
    const repo = env.VITE_CMS_REPO?.trim()
    if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error('VITE_CMS_BACKEND=github needs VITE_CMS_REPO=owner/name')
    return {
      kind: 'github',
      repo,
      branch: env.VITE_CMS_BRANCH?.trim() || 'main',
      ...(env.VITE_CMS_AUTH_URL ? { authBaseUrl: env.VITE_CMS_AUTH_URL.trim() } : {}),
      ...(env.VITE_CMS_AUTH_ENDPOINT ? { authEndpoint: env.VITE_CMS_AUTH_ENDPOINT.trim() } : {}),
    }
  }
  return { kind: 'local', proxyUrl: env.VITE_CMS_PROXY_URL?.trim() || DEFAULT_PROXY_URL, branch: env.VITE_CMS_BRANCH?.trim() || 'main' }
}

/** decap-server's default address (PORT 8081). */
export const DEFAULT_PROXY_URL = 'http://localhost:8081/api/v1'
