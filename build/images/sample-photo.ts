// Draws the repo's sample "photo" (a car on a Katy driveway at sunset) from an SVG
// scene with sharp: original artwork, nothing downloaded. Used once to make
// public/images/photos/driveway-sunset.jpg and by the tests to make rasters of any size.
//
//   npx tsx build/images/sample-photo.ts public/images/photos/driveway-sunset.jpg 1600 1000
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'

export function sampleSceneSvg(width: number, height: number): string {
  const h = (f: number) => Math.round(height * f)
  const w = (f: number) => Math.round(width * f)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d3557"/><stop offset="0.45" stop-color="#e76f51"/><stop offset="0.62" stop-color="#f4a261"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.7" cy="0.5" r="0.35">
      <stop offset="0" stop-color="#fff3c4" stop-opacity="0.95"/><stop offset="0.2" stop-color="#ffd166" stop-opacity="0.6"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6b705c"/><stop offset="1" stop-color="#2b2d42"/>
    </linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8ecae6"/><stop offset="0.35" stop-color="#219ebc"/><stop offset="1" stop-color="#023047"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#caf0f8" stop-opacity="0.9"/><stop offset="1" stop-color="#264653" stop-opacity="0.9"/>
    </linearGradient>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/>
      <feComponentTransfer><feFuncA type="linear" slope="0.06"/></feComponentTransfer></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="${Math.max(1, width / 400)}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <rect width="100%" height="100%" fill="url(#sun)"/>
  <path d="M0 ${h(0.6)} Q ${w(0.2)} ${h(0.52)} ${w(0.4)} ${h(0.58)} T ${w(0.8)} ${h(0.55)} T ${width} ${h(0.58)} V ${h(0.66)} H 0 Z" fill="#355070" opacity="0.8" filter="url(#soft)"/>
  <rect y="${h(0.64)}" width="100%" height="${h(0.36)}" fill="url(#ground)"/>
  <path d="M${w(0.35)} ${h(0.64)} L${w(0.65)} ${h(0.64)} L${w(0.95)} ${height} L${w(0.05)} ${height} Z" fill="#adb5bd" opacity="0.55"/>
  <ellipse cx="${w(0.5)}" cy="${h(0.86)}" rx="${w(0.3)}" ry="${h(0.035)}" fill="#000" opacity="0.45" filter="url(#soft)"/>
  <path d="M${w(0.22)} ${h(0.82)} L${w(0.24)} ${h(0.72)} Q${w(0.3)} ${h(0.69)} ${w(0.36)} ${h(0.68)} L${w(0.42)} ${h(0.6)} Q${w(0.5)} ${h(0.57)} ${w(0.6)} ${h(0.6)} L${w(0.68)} ${h(0.68)} Q${w(0.76)} ${h(0.69)} ${w(0.78)} ${h(0.73)} L${w(0.79)} ${h(0.82)} Z" fill="url(#paint)"/>
  <path d="M${w(0.43)} ${h(0.615)} Q${w(0.5)} ${h(0.59)} ${w(0.59)} ${h(0.615)} L${w(0.65)} ${h(0.675)} L${w(0.38)} ${h(0.675)} Z" fill="url(#glass)"/>
  <path d="M${w(0.25)} ${h(0.735)} Q${w(0.5)} ${h(0.7)} ${w(0.77)} ${h(0.735)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${Math.max(1, w(0.004))}" fill="none"/>
  <circle cx="${w(0.32)}" cy="${h(0.82)}" r="${h(0.055)}" fill="#111"/><circle cx="${w(0.32)}" cy="${h(0.82)}" r="${h(0.028)}" fill="#8d99ae"/>
  <circle cx="${w(0.69)}" cy="${h(0.82)}" r="${h(0.055)}" fill="#111"/><circle cx="${w(0.69)}" cy="${h(0.82)}" r="${h(0.028)}" fill="#8d99ae"/>
  <rect width="100%" height="100%" filter="url(#grain)"/>
</svg>`
}

/** Writes the scene as a JPEG (mozjpeg) or PNG, by the file's extension. */
export async function writeSamplePhoto(file: string, width: number, height: number, quality = 72): Promise<void> {
  const image = sharp(Buffer.from(sampleSceneSvg(width, height)))
  await (/\.png$/i.test(file) ? image.png({ compressionLevel: 9, palette: true }) : image.jpeg({ quality, mozjpeg: true })).toFile(file)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [file, width = '1600', height = '1000'] = process.argv.slice(2)
  if (!file) throw new Error('usage: tsx build/images/sample-photo.ts <out.jpg|out.png> [width] [height]')
  await writeSamplePhoto(file, Number(width), Number(height))
}
