import { useEffect, useState } from 'react'

/** The copyright year: the build's in the prerendered HTML, the visitor's clock once hydrated (no mismatch). */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return <>{year}</>
}
