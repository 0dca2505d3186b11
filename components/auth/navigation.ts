/** Client-side navigation that keeps the layout (and its toaster) mounted across pages. */
export type Navigate = (url: string) => void | Promise<void>

/** Vike's router, loaded on first use; a full page load if it cannot be (never in prerender). */
export const vikeNavigate: Navigate = async (url) => {
  try {
    const { navigate } = await import('vike/client/router')
    await navigate(url)
  } catch {
    window.location.assign(url)
  }
}
