// The reference page's one island (tools/bench/reference/index.html): React 19 hydrates the
// prerendered button, the least client work any island page can do. Written without JSX so the
// bench can build it with Vite's defaults, independent of the site's config and code.
import { createElement, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'

function Counter() {
  const [count, setCount] = useState(0)
  return createElement('button', { type: 'button', onClick: () => setCount((n) => n + 1) }, `Pressed ${count} times`)
}

const container = document.getElementById('island')
if (container) hydrateRoot(container, createElement(Counter))
