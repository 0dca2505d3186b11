// Deno side of the local functions runner (packages/local-supabase/src/functions/deno-worker.ts).
// Hosted Supabase and `supabase functions serve` run a function's index.ts in an
// edge-runtime worker that owns the listening socket; here one `deno run` hosts
// one function, so its Deno.serve() call is pointed at a free loopback port and
// the port is reported on stdout after the ready token the runner passed in.
const [entrypoint, readyToken] = Deno.args
if (!entrypoint || !readyToken) {
  console.error('usage: serve-function.ts <entrypoint file URL> <ready token>')
  Deno.exit(2)
}

type Handler = (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => Response | Promise<Response>
type ServeOptions = Record<string, unknown> & { handler?: Handler }

const realServe = Deno.serve.bind(Deno) as (options: Record<string, unknown>, handler: Handler) => Deno.HttpServer
let announced = false

function serveOnLoopback(first: Handler | ServeOptions, second?: Handler): Deno.HttpServer {
  const options: ServeOptions = typeof first === 'function' ? {} : { ...first }
  const handler = typeof first === 'function' ? first : (second ?? options.handler)
  if (typeof handler !== 'function') throw new TypeError('Deno.serve() was called without a handler')
  delete options.handler
  return realServe(
    {
      ...options,
      hostname: '127.0.0.1',
      port: 0,
      onListen({ port }: Deno.NetAddr) {
        if (announced) return
        announced = true
        console.log(`${readyToken} ${port}`)
      },
    },
    handler,
  )
}

;(Deno as unknown as { serve: typeof serveOnLoopback }).serve = serveOnLoopback

// The backend stops its workers on close; if it is killed outright instead, the
// worker is re-parented and exits on its own rather than linger on a port.
const parent = Deno.ppid
Deno.unrefTimer(setInterval(() => Deno.ppid !== parent && Deno.exit(0), 1000))

await import(entrypoint)
