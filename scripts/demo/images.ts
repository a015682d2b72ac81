/**
 * Demo pictures drawn as small SVG files (no network, no binary assets): a
 * product card with a schematic of the product type, brand logos, section
 * pictures and the illustrations of news, objects, certificates, slides,
 * production pages and videos. Every function returns SVG text; `MediaWriter`
 * stores it in the media store — the media folder or the bucket
 * (overwriting, so reruns are idempotent).
 */
import type { ObjectStore } from 'api/src/lib/storage'

import type { ShapeKind } from './catalog'
import { hashString } from './util'

// ───────────────────────────── helpers ─────────────────────────────

const FONT = 'Arial, Helvetica, sans-serif'
const METAL = '#a7b1bc'
const DARK = '#33414e'
const LIGHT = '#f6f8fa'

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** HSL → #rrggbb, so that every SVG renderer understands the colour. */
export function hsl(h: number, s: number, l: number): string {
  s /= 100
  l /= 100
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`
}

/** Darkens (amount < 0) or lightens a #rrggbb colour. */
export function shade(color: string, amount: number): string {
  const n = parseInt(color.slice(1), 16)
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  options: { weight?: string; anchor?: 'start' | 'middle' | 'end' } = {}
): string {
  const anchor = options.anchor ?? 'middle'
  const weight = options.weight ? ` font-weight="${options.weight}"` : ''
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}"${weight} fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`
}

/** Greedy word wrap by an approximate character budget. */
export function wrap(content: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of content.split(/\s+/)) {
    if (!word) continue
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = kept[maxLines - 1].replace(/\s*\S*$/, '') + '…'
    return kept
  }
  return lines
}

/** The SVG document; drawing is clipped to the canvas in every renderer. */
function svg(width: number, height: number, body: string, title: string): string {
  const label = escapeXml(title)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">` +
    `<title>${label}</title><clipPath id="clip${width}x${height}"><rect width="${width}" height="${height}"/></clipPath>` +
    `<g clip-path="url(#clip${width}x${height})">${body}</g></svg>\n`
  )
}

// ───────────────────────────── product schematics ─────────────────────────────

/** Simple drawings centred on (400, 380) within roughly 480 × 420 px. */
const SHAPES: Record<ShapeKind, (accent: string) => string> = {
  'pump-circ': (c) =>
    `<rect x="170" y="420" width="460" height="56" rx="8" fill="${METAL}"/><rect x="150" y="404" width="34" height="88" rx="6" fill="${DARK}"/><rect x="616" y="404" width="34" height="88" rx="6" fill="${DARK}"/><rect x="300" y="350" width="200" height="200" rx="24" fill="${shade(c, -0.15)}"/><circle cx="400" cy="300" r="104" fill="${c}"/><circle cx="400" cy="300" r="52" fill="#fff" opacity=".85"/><circle cx="400" cy="300" r="14" fill="${DARK}"/><rect x="478" y="210" width="96" height="74" rx="10" fill="${DARK}"/>`,
  'pump-deep': (c) =>
    `<rect x="384" y="120" width="32" height="60" fill="${DARK}"/><rect x="345" y="170" width="110" height="470" rx="55" fill="${METAL}"/><rect x="345" y="250" width="110" height="18" fill="${c}"/><rect x="345" y="420" width="110" height="18" fill="${c}"/><rect x="360" y="290" width="80" height="100" rx="10" fill="#fff" opacity=".5"/><path d="M455 200 C520 230 520 420 470 600" stroke="${DARK}" stroke-width="8" fill="none"/>`,
  'pump-station': (c) =>
    `<rect x="180" y="420" width="440" height="170" rx="85" fill="${c}"/><rect x="240" y="588" width="24" height="40" fill="${DARK}"/><rect x="536" y="588" width="24" height="40" fill="${DARK}"/><rect x="250" y="260" width="250" height="140" rx="18" fill="${METAL}"/><circle cx="300" cy="330" r="58" fill="${shade(c, -0.2)}"/><circle cx="580" cy="300" r="44" fill="#fff" stroke="${DARK}" stroke-width="8"/><path d="M580 300 L604 280" stroke="${DARK}" stroke-width="6"/><rect x="500" y="330" width="80" height="22" fill="${METAL}"/>`,
  'pump-drain': (c) =>
    `<path d="M320 250 Q400 150 480 250" stroke="${DARK}" stroke-width="16" fill="none"/><rect x="290" y="240" width="220" height="330" rx="34" fill="${c}"/><rect x="290" y="520" width="220" height="60" rx="14" fill="${DARK}"/><rect x="510" y="290" width="110" height="44" rx="8" fill="${METAL}"/><ellipse cx="220" cy="470" rx="40" ry="26" fill="${LIGHT}" stroke="${DARK}" stroke-width="6"/><path d="M260 470 L290 440" stroke="${DARK}" stroke-width="6"/>`,
  'sewage-unit': (c) =>
    `<rect x="210" y="300" width="380" height="270" rx="34" fill="${LIGHT}" stroke="${c}" stroke-width="10"/><rect x="210" y="500" width="380" height="24" fill="${c}"/><rect x="120" y="360" width="90" height="52" rx="8" fill="${METAL}"/><rect x="430" y="220" width="44" height="80" fill="${METAL}"/><rect x="260" y="340" width="120" height="60" rx="8" fill="${DARK}"/>`,
  'boiler-wall': (c) =>
    `<rect x="265" y="140" width="270" height="450" rx="28" fill="#fdfdfd" stroke="#c7ced6" stroke-width="5"/><rect x="265" y="520" width="270" height="70" rx="0" fill="${c}"/><rect x="325" y="430" width="150" height="56" rx="10" fill="${DARK}"/><text x="400" y="468" font-family="${FONT}" font-size="30" fill="#7fe3a0" text-anchor="middle">60°</text><circle cx="345" cy="395" r="16" fill="${METAL}"/><circle cx="455" cy="395" r="16" fill="${METAL}"/>${[300, 350, 400, 450, 500].map((x) => `<rect x="${x - 7}" y="590" width="14" height="50" fill="${METAL}"/>`).join('')}`,
  'boiler-floor': (c) =>
    `<rect x="370" y="120" width="60" height="90" fill="${METAL}"/><rect x="220" y="200" width="360" height="410" rx="18" fill="${c}"/><rect x="260" y="250" width="280" height="90" rx="10" fill="${shade(c, 0.25)}"/><rect x="260" y="370" width="280" height="190" rx="10" fill="${shade(c, -0.25)}"/><rect x="500" y="440" width="18" height="60" rx="6" fill="${LIGHT}"/><circle cx="310" cy="295" r="22" fill="#fff"/><circle cx="380" cy="295" r="22" fill="#fff"/>`,
  'boiler-indirect': (c) =>
    `<rect x="290" y="150" width="220" height="460" rx="44" fill="${LIGHT}" stroke="#c7ced6" stroke-width="5"/><ellipse cx="400" cy="168" rx="104" ry="22" fill="#e6ebf0"/><rect x="290" y="240" width="220" height="26" fill="${c}"/><rect x="510" y="330" width="60" height="22" fill="${METAL}"/><rect x="510" y="450" width="60" height="22" fill="${METAL}"/><circle cx="400" cy="330" r="30" fill="#fff" stroke="${DARK}" stroke-width="6"/><rect x="320" y="600" width="22" height="30" fill="${DARK}"/><rect x="458" y="600" width="22" height="30" fill="${DARK}"/>`,
  flue: (c) =>
    `<path d="M200 560 L420 560 Q520 560 520 460 L520 180" stroke="${METAL}" stroke-width="110" fill="none"/><path d="M200 560 L420 560 Q520 560 520 460 L520 180" stroke="${LIGHT}" stroke-width="56" fill="none"/><rect x="455" y="150" width="130" height="30" rx="6" fill="${c}"/><rect x="170" y="495" width="30" height="130" rx="6" fill="${c}"/>`,
  tap: (c) =>
    `<rect x="300" y="560" width="200" height="40" rx="10" fill="${METAL}"/><rect x="350" y="320" width="100" height="250" rx="30" fill="#d9dfe5" stroke="${METAL}" stroke-width="4"/><path d="M400 330 Q400 200 560 220 L560 300" stroke="#d9dfe5" stroke-width="44" fill="none" stroke-linecap="round"/><rect x="372" y="250" width="56" height="110" rx="16" fill="${c}" transform="rotate(-20 400 300)"/><path d="M560 320 L560 360" stroke="#7fc8f8" stroke-width="14" stroke-linecap="round" opacity=".8"/>`,
  valve: (c) =>
    `<rect x="170" y="400" width="460" height="80" rx="10" fill="${METAL}"/><path d="M150 390 h60 v100 h-60 z M590 390 h60 v100 h-60 z" fill="${DARK}"/><circle cx="400" cy="440" r="90" fill="#d9dfe5" stroke="${METAL}" stroke-width="6"/><rect x="385" y="300" width="30" height="60" fill="${DARK}"/><rect x="250" y="270" width="300" height="48" rx="20" fill="${c}"/>`,
  fitting: (c) =>
    `<path d="M220 480 L380 480 Q460 480 460 400 L460 240" stroke="#d9dfe5" stroke-width="120" fill="none"/><path d="M160 420 h60 v120 h-60 z M400 180 h120 v60 h-120 z" fill="${METAL}"/><path d="M220 480 L380 480 Q460 480 460 400 L460 240" stroke="${shade(c, 0.55)}" stroke-width="20" fill="none" opacity=".6"/>`,
  collector: (c) =>
    `<rect x="150" y="300" width="500" height="70" rx="12" fill="#d9dfe5" stroke="${METAL}" stroke-width="6"/>${[230, 330, 430, 530].map((x) => `<rect x="${x - 18}" y="370" width="36" height="150" fill="${METAL}"/><circle cx="${x}" cy="540" r="26" fill="${c}"/>`).join('')}<rect x="110" y="315" width="40" height="40" fill="${DARK}"/>`,
  filter: (c) =>
    `<rect x="160" y="260" width="480" height="70" rx="10" fill="${METAL}"/><rect x="300" y="220" width="200" height="150" rx="20" fill="${c}"/><rect x="320" y="370" width="160" height="240" rx="40" fill="#cfe9f7" stroke="${METAL}" stroke-width="6" opacity=".95"/><rect x="360" y="400" width="80" height="180" rx="16" fill="#fff" opacity=".8"/>`,
  meter: (c) =>
    `<rect x="170" y="460" width="460" height="70" rx="10" fill="${METAL}"/><circle cx="400" cy="380" r="150" fill="#fff" stroke="${c}" stroke-width="22"/><rect x="320" y="320" width="160" height="44" rx="6" fill="${DARK}"/><text x="400" y="352" font-family="${FONT}" font-size="30" fill="#fff" text-anchor="middle">00123</text><circle cx="400" cy="430" r="22" fill="none" stroke="${DARK}" stroke-width="5"/>`,
  radiator: (c) =>
    `<rect x="170" y="250" width="460" height="24" rx="10" fill="${METAL}"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${180 + i * 64}" y="220" width="56" height="380" rx="22" fill="#fbfcfd" stroke="#c7ced6" stroke-width="4"/>`).join('')}<rect x="630" y="560" width="50" height="26" fill="${c}"/>`,
  pipe: (c) =>
    `<rect x="150" y="360" width="480" height="110" rx="10" fill="${shade(c, 0.35)}"/><rect x="600" y="340" width="70" height="150" rx="10" fill="${shade(c, 0.15)}"/><ellipse cx="150" cy="415" rx="22" ry="55" fill="${shade(c, -0.1)}"/><rect x="200" y="380" width="380" height="14" fill="#fff" opacity=".35"/>`,
  trap: (c) =>
    `<path d="M280 180 L280 440 Q280 560 400 560 Q520 560 520 440 L520 380 L640 380" stroke="#e9edf1" stroke-width="70" fill="none"/><path d="M280 180 L280 440 Q280 560 400 560 Q520 560 520 440 L520 380 L640 380" stroke="${c}" stroke-width="10" fill="none" opacity=".5"/><rect x="230" y="160" width="100" height="30" rx="8" fill="${METAL}"/>`,
  toilet: (c) =>
    `<rect x="420" y="170" width="170" height="230" rx="18" fill="#fdfdfd" stroke="#c7ced6" stroke-width="5"/><rect x="470" y="150" width="70" height="20" rx="6" fill="${c}"/><path d="M200 400 L600 400 Q600 520 470 540 L460 610 L330 610 L320 540 Q200 520 200 400 Z" fill="#fdfdfd" stroke="#c7ced6" stroke-width="5"/><ellipse cx="380" cy="410" rx="150" ry="24" fill="#e9edf1"/>`,
  sink: (c) =>
    `<rect x="170" y="330" width="460" height="130" rx="40" fill="#fdfdfd" stroke="#c7ced6" stroke-width="5"/><ellipse cx="400" cy="395" rx="170" ry="44" fill="#e9edf1"/><rect x="385" y="280" width="30" height="60" fill="${METAL}"/><path d="M400 285 Q400 250 440 250 L440 300" stroke="${METAL}" stroke-width="14" fill="none"/><rect x="380" y="460" width="40" height="130" fill="${METAL}"/><rect x="170" y="330" width="460" height="12" rx="6" fill="${c}" opacity=".5"/>`,
  bath: (c) =>
    `<rect x="130" y="330" width="540" height="220" rx="90" fill="#fdfdfd" stroke="#c7ced6" stroke-width="6"/><rect x="165" y="355" width="470" height="150" rx="70" fill="#dcefff"/><rect x="180" y="550" width="24" height="50" fill="${METAL}"/><rect x="596" y="550" width="24" height="50" fill="${METAL}"/><rect x="560" y="290" width="70" height="40" rx="10" fill="${c}"/>`,
  shower: (c) =>
    `<rect x="385" y="200" width="30" height="430" fill="#d9dfe5" stroke="${METAL}" stroke-width="4"/><path d="M400 210 L520 210" stroke="#d9dfe5" stroke-width="26"/><ellipse cx="540" cy="220" rx="110" ry="20" fill="${METAL}"/>${[480, 520, 560, 600].map((x) => `<path d="M${x} 250 L${x - 10} 330" stroke="#7fc8f8" stroke-width="6" opacity=".8"/>`).join('')}<rect x="345" y="470" width="110" height="70" rx="18" fill="${c}"/><rect x="260" y="330" width="40" height="150" rx="18" fill="#d9dfe5" stroke="${METAL}" stroke-width="4"/>`,
  cabinet: (c) =>
    `<rect x="190" y="250" width="420" height="50" rx="14" fill="#fdfdfd" stroke="#c7ced6" stroke-width="5"/><ellipse cx="400" cy="270" rx="140" ry="14" fill="#e9edf1"/><rect x="210" y="300" width="380" height="300" rx="8" fill="${shade(c, 0.7)}" stroke="${shade(c, 0.3)}" stroke-width="5"/><path d="M400 310 V590" stroke="${shade(c, 0.3)}" stroke-width="5"/><rect x="370" y="430" width="10" height="50" rx="4" fill="${DARK}"/><rect x="420" y="430" width="10" height="50" rx="4" fill="${DARK}"/>`,
  mirror: (c) =>
    `<rect x="210" y="150" width="380" height="480" rx="40" fill="${shade(c, 0.6)}"/><rect x="230" y="170" width="340" height="440" rx="30" fill="#e8f3fb"/><path d="M280 330 L380 230 M300 400 L440 260 M460 520 L540 440" stroke="#fff" stroke-width="16" stroke-linecap="round"/>`,
  case: (c) =>
    `<rect x="310" y="120" width="180" height="540" rx="10" fill="${shade(c, 0.7)}" stroke="${shade(c, 0.3)}" stroke-width="5"/><path d="M310 400 H490" stroke="${shade(c, 0.3)}" stroke-width="5"/><rect x="460" y="240" width="10" height="60" rx="4" fill="${DARK}"/><rect x="460" y="500" width="10" height="60" rx="4" fill="${DARK}"/>`,
  tank: (c) =>
    `<rect x="260" y="190" width="280" height="400" rx="24" fill="${c}"/><ellipse cx="400" cy="190" rx="140" ry="34" fill="${shade(c, 0.25)}"/><ellipse cx="400" cy="178" rx="50" ry="14" fill="${shade(c, -0.3)}"/>${[290, 390, 490].map((y) => `<rect x="260" y="${y}" width="280" height="10" fill="${shade(c, -0.15)}"/>`).join('')}<rect x="540" y="540" width="50" height="24" fill="${METAL}"/>`,
  'tank-exp': (c) =>
    `<rect x="280" y="170" width="240" height="400" rx="110" fill="${c}"/><rect x="280" y="360" width="240" height="14" fill="${shade(c, -0.25)}"/><rect x="382" y="570" width="36" height="60" fill="${METAL}"/><rect x="360" y="210" width="80" height="34" rx="8" fill="#fff" opacity=".85"/>`,
  septic: (c) =>
    `<rect x="140" y="360" width="520" height="220" rx="110" fill="${c}"/><rect x="240" y="260" width="90" height="110" rx="10" fill="${shade(c, -0.2)}"/><rect x="470" y="260" width="90" height="110" rx="10" fill="${shade(c, -0.2)}"/>${[260, 340, 420, 500].map((x) => `<rect x="${x}" y="360" width="12" height="220" fill="${shade(c, -0.12)}"/>`).join('')}<rect x="80" y="440" width="60" height="30" fill="${METAL}"/>`,
  container: (c) =>
    `<rect x="200" y="220" width="400" height="340" rx="24" fill="${shade(c, 0.55)}" stroke="${c}" stroke-width="8"/><rect x="350" y="190" width="100" height="40" rx="10" fill="${c}"/><path d="M200 330 H600 M200 440 H600" stroke="${c}" stroke-width="6" opacity=".6"/><rect x="600" y="500" width="50" height="30" fill="${METAL}"/>`,
}

export interface ProductPicture {
  kind: ShapeKind
  brand: string
  brandColor: string
  /** Series + model, printed under the drawing. */
  model: string
  /** «Насос циркуляционный» */
  type: string
  hue: number
  /** 1-based picture number: 1 front, 2 mirrored, 3 drawing, 4 box. */
  view: number
  /** [width, height, length] mm for the drawing view. */
  dims?: [number | null, number | null, number | null]
}

const VIEW_LABELS = ['', 'Вид спереди', 'Вид сбоку', 'Габариты', 'Комплект поставки']

export function productSvg(p: ProductPicture): string {
  const back = hsl(p.hue, 45, 95)
  const card = hsl(p.hue, 40, 89)
  let drawing = SHAPES[p.kind](p.brandColor)
  if (p.view === 2) drawing = `<g transform="translate(800 0) scale(-1 1)">${drawing}</g>`
  if (p.view === 3) {
    const [w, h] = p.dims ?? [null, null, null]
    drawing =
      `<g opacity=".35">${drawing}</g>` +
      `<path d="M150 660 H650 M150 645 V675 M650 645 V675 M690 130 V620 M675 130 H705 M675 620 H705" stroke="${DARK}" stroke-width="4" fill="none"/>` +
      (w ? text(400, 650, `${w} мм`, 26, DARK) : '') +
      (h
        ? `<text x="735" y="375" font-family="${FONT}" font-size="26" fill="${DARK}" text-anchor="middle" transform="rotate(-90 735 375)">${h} мм</text>`
        : '')
  }
  if (p.view === 4) {
    drawing =
      `<path d="M200 300 L400 220 L600 300 L600 580 L400 660 L200 580 Z" fill="#d8b98a"/><path d="M200 300 L400 380 L600 300 M400 380 V660" stroke="#b8955f" stroke-width="6" fill="none"/>` +
      `<g transform="translate(215 330) scale(.45)">${SHAPES[p.kind](p.brandColor)}</g>` +
      text(500, 480, p.brand, 34, p.brandColor, { weight: 'bold' })
  }
  const model = wrap(p.model, 26, 1)[0] ?? ''
  const type = wrap(p.type, 40, 1)[0] ?? ''
  return svg(
    800,
    800,
    `<rect width="800" height="800" fill="${back}"/><rect x="32" y="32" width="736" height="736" rx="40" fill="${card}"/>` +
      text(72, 104, p.brand, 44, p.brandColor, { weight: 'bold', anchor: 'start' }) +
      (p.view > 1
        ? text(728, 100, VIEW_LABELS[p.view] ?? '', 22, '#6b7785', { anchor: 'end' })
        : '') +
      drawing +
      (p.view === 3 ? '' : text(400, 700, model, 38, DARK, { weight: 'bold' })) +
      (p.view === 3 ? '' : text(400, 740, type, 24, '#5d6b78')),
    `${p.type} ${p.brand} ${p.model}`
  )
}

// ───────────────────────────── catalogue pictures ─────────────────────────────

/** A section picture; `kind` null draws the «%» of the promo section. */
export function categorySvg(name: string, hue: number, kind: ShapeKind | null): string {
  const lines = wrap(name, 18, 2)
  const motif = kind
    ? `<g transform="translate(120 40) scale(.8)">${SHAPES[kind](hsl(hue, 60, 45))}</g>`
    : `<circle cx="400" cy="330" r="190" fill="${hsl(hue, 75, 55)}"/>` +
      text(400, 400, '%', 200, '#fff', { weight: 'bold' })
  return svg(
    800,
    800,
    `<rect width="800" height="800" fill="${hsl(hue, 50, 93)}"/><circle cx="640" cy="160" r="220" fill="${hsl(hue, 55, 86)}"/>` +
      motif +
      lines
        .map((line, i) => text(400, 660 + i * 56, line, 48, hsl(hue, 45, 25), { weight: 'bold' }))
        .join(''),
    name
  )
}

/** A text wordmark on a white plate, 600 × 240. */
export function brandLogoSvg(name: string, color: string): string {
  const size = name.length > 10 ? 56 : name.length > 6 ? 72 : 88
  return svg(
    600,
    240,
    `<rect width="600" height="240" rx="24" fill="#fff"/><rect x="40" y="176" width="520" height="10" rx="5" fill="${color}" opacity=".85"/>` +
      text(300, 140, name, size, color, { weight: 'bold' }),
    name
  )
}

// ───────────────────────────── content pictures ─────────────────────────────

export type SceneKind =
  | 'news'
  | 'promo'
  | 'object'
  | 'certificate'
  | 'production'
  | 'slide'
  | 'video'
  | 'content'

function skyline(hue: number, seed: number): string {
  let x = 0
  let out = ''
  let state = seed
  while (x < 1200) {
    state = (state * 1103515245 + 12345) >>> 0
    const w = 60 + (state % 90)
    const h = 120 + ((state >> 8) % 260)
    out += `<rect x="${x}" y="${560 - h}" width="${w - 8}" height="${h}" fill="${hsl(hue, 25, 40 + ((state >> 16) % 25))}"/>`
    x += w
  }
  return out
}

/**
 * The dark plate under a picture's title and subtitle, sized to its lines so
 * no line hangs off it. Wrapping budgets assume wide glyphs (bold Cyrillic
 * ≈ 0.68 em, regular ≈ 0.6 em) so a wider fallback font still fits.
 */
const PLATE = {
  x: 60,
  rightPadding: 40,
  title: { size: 50, step: 58, em: 0.68, maxLines: 3 },
  subtitle: { size: 28, step: 36, em: 0.6, maxLines: 2, gap: 48 },
  /** From the plate's top to the first baseline, and from the last baseline to its bottom. */
  firstBaseline: 80,
  bottomPadding: 40,
}

export function plateLayout(wide: boolean, title: string, subtitle: string) {
  const top = wide ? 150 : 60
  const width = wide ? 1100 : 900
  const room = width - PLATE.x - PLATE.rightPadding
  const budget = (style: { size: number; em: number }) => Math.floor(room / (style.size * style.em))
  const lines: { text: string; y: number; size: number; bold: boolean }[] = []
  let y = top + PLATE.firstBaseline
  wrap(title, budget(PLATE.title), PLATE.title.maxLines).forEach((line, i) => {
    if (i) y += PLATE.title.step
    lines.push({ text: line, y, size: PLATE.title.size, bold: true })
  })
  wrap(subtitle, budget(PLATE.subtitle), PLATE.subtitle.maxLines).forEach((line, i) => {
    y += i ? PLATE.subtitle.step : PLATE.subtitle.gap
    lines.push({ text: line, y, size: PLATE.subtitle.size, bold: false })
  })
  return { top, width, height: y + PLATE.bottomPadding - top, lines }
}

/**
 * A 1200 × 675 (16:9) illustration: coloured background, a motif per kind
 * and a title. Slides are 1600 × 600.
 */
export function sceneSvg(kind: SceneKind, title: string, subtitle = '', variant = 0): string {
  const hue = (hashString(title) + variant * 40) % 360
  const wide = kind === 'slide'
  const W = wide ? 1600 : 1200
  const H = wide ? 600 : 675
  let motif = ''
  switch (kind) {
    case 'object':
    case 'production':
      motif = `<g transform="translate(0 ${H - 560})" opacity=".9">${skyline(hue, hashString(title) + variant)}</g><rect y="${H - 40}" width="${W}" height="40" fill="${hsl(hue, 20, 30)}"/>`
      break
    case 'certificate':
      motif = `<rect x="360" y="60" width="480" height="560" rx="12" fill="#fff" stroke="${hsl(hue, 30, 70)}" stroke-width="6"/>${[240, 280, 320, 360, 400, 440].map((y) => `<rect x="420" y="${y}" width="${y % 80 ? 360 : 280}" height="12" rx="6" fill="#d5dbe1"/>`).join('')}<circle cx="720" cy="520" r="60" fill="none" stroke="${hsl(hue, 60, 45)}" stroke-width="10"/><circle cx="720" cy="520" r="38" fill="${hsl(hue, 60, 45)}" opacity=".3"/>`
      break
    case 'video':
      motif = `<g transform="translate(0 100)"><circle cx="${W / 2}" cy="${H / 2 - 40}" r="90" fill="#fff" opacity=".9"/><path d="M${W / 2 - 30} ${H / 2 - 90} L${W / 2 + 50} ${H / 2 - 40} L${W / 2 - 30} ${H / 2 + 10} Z" fill="${hsl(hue, 60, 40)}"/></g>`
      break
    case 'promo':
      motif = `<circle cx="${W - 200}" cy="${H - 200}" r="150" fill="${hsl(hue, 80, 55)}"/>${text(W - 200, H - 160, '%', 120, '#fff', { weight: 'bold' })}`
      break
    default:
      motif = `<circle cx="${W - 180}" cy="140" r="260" fill="${hsl(hue, 50, 80)}" opacity=".7"/><circle cx="${W - 60}" cy="${H - 60}" r="200" fill="${hsl((hue + 30) % 360, 50, 70)}" opacity=".5"/><path d="M0 ${H - 120} Q${W / 3} ${H - 220} ${W / 2} ${H - 140} T${W} ${H - 160} V${H} H0 Z" fill="${hsl(hue, 55, 60)}" opacity=".45"/>`
  }
  const textColor = kind === 'certificate' ? hsl(hue, 40, 20) : '#fff'
  const plate = kind === 'certificate' ? null : plateLayout(wide, title, subtitle)
  const band = plate
    ? `<rect class="plate" x="0" y="${plate.top}" width="${plate.width}" height="${plate.height}" fill="${hsl(hue, 45, 22)}" opacity=".78"/>`
    : ''
  const body =
    `<rect width="${W}" height="${H}" fill="${hsl(hue, 45, kind === 'certificate' ? 92 : 72)}"/>` +
    motif +
    band +
    (!plate
      ? wrap(title, 30, 3)
          .map((line, i) => text(600, 130 + i * 36, line, 26, textColor, { weight: 'bold' }))
          .join('')
      : plate.lines
          .map((line) =>
            text(PLATE.x, line.y, line.text, line.size, textColor, {
              weight: line.bold ? 'bold' : undefined,
              anchor: 'start',
            })
          )
          .join(''))
  return svg(W, H, body, title)
}

// ───────────────────────────── writing ─────────────────────────────

/** Where the demo pictures go, relative to the media root. */
export const DEMO_MEDIA = {
  product: (article: string, n: number) => `demo/products/${article}-${n}.svg`,
  category: (slug: string) => `demo/categories/${slug}.svg`,
  subcategory: (slug: string) => `demo/subcategories/${slug}.svg`,
  brand: (slug: string) => `demo/brands/${slug}.svg`,
}

/**
 * Writes SVG files into the media store. `write` answers the key at once and
 * queues the upload (a few at a time); `flush` waits for all of them and
 * throws the first failure.
 */
export class MediaWriter {
  private readonly pending = new Set<Promise<void>>()
  private readonly waiting: (() => void)[] = []
  private active = 0
  private failure: unknown = null
  written = 0
  bytes = 0
  largest = 0

  constructor(
    readonly store: Pick<ObjectStore, 'put' | 'location'>,
    private readonly parallel = 8
  ) {}

  private async slot(work: () => Promise<void>): Promise<void> {
    if (this.active >= this.parallel) await new Promise<void>((go) => this.waiting.push(go))
    this.active++
    try {
      await work()
    } finally {
      this.active--
      this.waiting.shift()?.()
    }
  }

  write(relative: string, content: string): string {
    const task = this.slot(() =>
      this.store.put(relative, content, { contentType: 'image/svg+xml' })
    ).catch((error) => {
      this.failure ??= error
    })
    this.pending.add(task)
    void task.finally(() => this.pending.delete(task))
    const size = Buffer.byteLength(content)
    this.written++
    this.bytes += size
    this.largest = Math.max(this.largest, size)
    return relative
  }

  /** Waits until every queued picture is stored. */
  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending])
    if (this.failure) throw this.failure
  }
}
