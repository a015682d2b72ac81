import {
  answeredVersion,
  basicCredentials,
  catalogFileKind,
  checkauthAnswer,
  declaresEntities,
  exchangeFileName,
  failure,
  initAnswer,
  MESSAGES,
  parseCommand,
  progress,
  success,
} from './protocol'

describe('parseCommand', () => {
  it('reads type, mode, filename, version and sessid as 1C sends them', () => {
    expect(
      parseCommand('post', {
        type: 'catalog',
        mode: 'file',
        filename: 'import_files/ab/x.jpg',
        version: '3.1',
        sessid: 'abc',
      })
    ).toEqual({
      command: {
        type: 'catalog',
        mode: 'file',
        method: 'POST',
        filename: 'import_files/ab/x.jpg',
        version: '3.1',
        sessid: 'abc',
      },
    })
    expect(parseCommand('GET', { type: 'SALE', mode: 'Query' })).toEqual({
      command: { type: 'sale', mode: 'query', method: 'GET' },
    })
  })

  it('refuses other methods, types, modes and a missing filename with a Russian failure', () => {
    expect(parseCommand('DELETE', { type: 'catalog', mode: 'init' })).toEqual({
      refusal: { status: 405, body: `failure\n${MESSAGES.method}` },
    })
    expect(parseCommand('GET', { type: 'orders', mode: 'init' })).toEqual({
      refusal: { status: 400, body: `failure\n${MESSAGES.type}` },
    })
    expect(parseCommand('GET', { type: 'catalog', mode: 'drop' })).toEqual({
      refusal: { status: 400, body: `failure\n${MESSAGES.mode}` },
    })
    expect(parseCommand('GET', { type: 'catalog', mode: 'import', filename: ' ' })).toEqual({
      refusal: { status: 400, body: `failure\n${MESSAGES.noFilename}` },
    })
    expect(parseCommand('GET', null)).toMatchObject({ refusal: { status: 400 } })
  })

  it('takes the first of repeated parameters', () => {
    expect(parseCommand('GET', { type: ['catalog', 'sale'], mode: 'init' })).toMatchObject({
      command: { type: 'catalog' },
    })
  })
})

describe('answers', () => {
  it('puts success, progress or failure on the first line, lines joined by \\n', () => {
    expect(success()).toEqual({ status: 200, body: 'success' })
    expect(success('a', 'b').body).toBe('success\na\nb')
    expect(progress('идёт').body).toBe('progress\nидёт')
    expect(failure('Причина\n\nещё', 401)).toEqual({ status: 401, body: 'failure\nПричина\nещё' })
  })

  it('answers checkauth with the cookie, and sessid only when a version was sent', () => {
    expect(checkauthAnswer('akv_1c', 'tok', 'sid', undefined).body).toBe('success\nakv_1c\ntok')
    expect(checkauthAnswer('akv_1c', 'tok', 'sid', '3.1').body).toBe(
      'success\nakv_1c\ntok\nsessid=sid'
    )
  })

  it('answers init with zip and file_limit, and sessid and version when asked', () => {
    expect(initAnswer({ zip: false, fileLimit: 1048576, sessid: 's' }).body).toBe(
      'zip=no\nfile_limit=1048576'
    )
    expect(initAnswer({ zip: true, fileLimit: 10, version: '3.1', sessid: 's' }).body).toBe(
      'zip=yes\nfile_limit=10\nsessid=s\nversion=3.1'
    )
    expect(answeredVersion('9.99')).toBe('2.08')
  })
})

describe('basicCredentials', () => {
  const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`

  it('reads the login and the password (which may hold colons)', () => {
    expect(basicCredentials(basic('1c@akvatoria.kz:па:роль'))).toEqual({
      login: '1c@akvatoria.kz',
      password: 'па:роль',
    })
  })

  it('is null without a Basic header or a login', () => {
    expect(basicCredentials(undefined)).toBeNull()
    expect(basicCredentials('Bearer abc')).toBeNull()
    expect(basicCredentials(basic(':password'))).toBeNull()
    expect(basicCredentials(basic('nocolon'))).toBeNull()
  })
})

describe('exchangeFileName', () => {
  it('keeps names inside the folder, with 1C backslashes as «/»', () => {
    expect(exchangeFileName('import.xml')).toEqual({ path: 'import.xml', kind: 'xml' })
    expect(exchangeFileName('import_files\\ab\\photo.JPG')).toEqual({
      path: 'import_files/ab/photo.JPG',
      kind: 'picture',
    })
    expect(exchangeFileName('webdata.zip')).toEqual({ path: 'webdata.zip', kind: 'zip' })
  })

  it.each([
    '../import.xml',
    'import_files/../../etc/passwd.xml',
    '/etc/import.xml',
    '\\\\server\\share\\import.xml',
    'C:\\1c\\import.xml',
    'a//b.xml',
    './import.xml',
    'import\u0000.xml',
    '~/import.xml',
    `${'a/'.repeat(10)}x.xml`,
    `${'a'.repeat(300)}.xml`,
  ])('refuses %j as leaving the folder', (name) => {
    const answer = exchangeFileName(name)
    expect(answer).toHaveProperty('refusal')
    expect((answer as { refusal: string }).refusal).toMatch(/Недопустимое имя файла/)
  })

  it.each(['shell.php', 'import.xml.exe', 'photo.svg', 'noextension'])(
    'refuses %j as another type',
    (name) => {
      expect((exchangeFileName(name) as { refusal: string }).refusal).toMatch(/не принимается/)
    }
  )
})

describe('catalogFileKind', () => {
  it('tells the catalogue from prices and stock by the file name', () => {
    expect(catalogFileKind('import.xml')).toBe('import')
    expect(catalogFileKind('import0_1.xml')).toBe('import')
    expect(catalogFileKind('offers0_1.xml')).toBe('offers')
    expect(catalogFileKind('prices.xml')).toBe('offers')
    expect(catalogFileKind('rests_2.XML')).toBe('offers')
    expect(catalogFileKind('orders.xml')).toBeNull()
    expect(catalogFileKind('import.zip')).toBeNull()
  })
})

describe('declaresEntities', () => {
  it('finds a DOCTYPE or an ENTITY declaration', () => {
    expect(declaresEntities('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>')).toBe(true)
    expect(declaresEntities('<!entity a "b">')).toBe(true)
    expect(declaresEntities('<?xml version="1.0"?><КоммерческаяИнформация/>')).toBe(false)
  })
})
