import zlib from 'node:zlib'

/** One entry of a hand-made zip. */
export interface ZipPart {
  content: Buffer
  /** Entry name (default xl/part{i}.xml). */
  name?: string
  /** What the directory claims the entry unpacks to (default: the truth). */
  claims?: number
  /** 0 stored, 8 deflated (default), anything else unknown. */
  method?: number
}

/**
 * A zip written by hand for tests, so that its directory can lie (zip
 * bombs, understated sizes). CRCs are left 0: neither the guard nor exceljs
 * checks them.
 */
export function handmadeZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  parts.forEach((part, i) => {
    const method = part.method ?? 8
    const data = method === 0 ? part.content : zlib.deflateRawSync(part.content)
    const name = Buffer.from(part.name ?? `xl/part${i}.xml`)
    const unpacked = part.claims ?? part.content.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(unpacked, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(unpacked, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  })
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
