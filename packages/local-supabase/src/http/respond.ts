import type { ServerResponse } from 'node:http'

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendText(res, status, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8', ...headers })
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return
  res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(text)), ...headers })
  res.end(text)
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  if (res.headersSent) return
  res.writeHead(status, headers)
  res.end()
}

export function redirect(res: ServerResponse, location: string): void {
  // 303 like GoTrue's verify endpoint: the browser follows with a GET.
  sendEmpty(res, 303, { Location: location })
}
