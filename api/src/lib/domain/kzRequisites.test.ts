import fc from 'fast-check'

import {
  BIK_MESSAGE,
  bikProblem,
  BIN_MESSAGES,
  binCheckDigit,
  binProblem,
  IBAN_MESSAGES,
  ibanMod97,
  KBE_MESSAGE,
  kbeProblem,
  kzIbanProblem,
  normalizeBik,
  normalizeBin,
  normalizeIban,
} from './kzRequisites'

const digits = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''))

/** Recomputes a KZ IBAN's check digits from its 16 characters after them. */
function kzIbanOf(bban: string): string {
  const check = 98 - ibanMod97(`KZ00${bban}`)
  return `KZ${String(check).padStart(2, '0')}${bban}`
}

describe('БИН/ИИН', () => {
  it.each([
    ['971240001315'], // АО «Kaspi Bank»
    ['940140000385'], // АО «Народный банк Казахстана»
    ['990740000683'],
    ['000740001307'],
  ])('accepts the real БИН %s', (bin) => {
    expect(binProblem(bin)).toBeNull()
  })

  it('retries with weights 3…11, 1, 2 when the first sum gives 10', () => {
    // First pass: 10·1 = 10 → retry; second pass: the 10th weight is 1 → 1.
    expect(binCheckDigit('00000000010')).toBe(1)
    expect(binProblem('000000000101')).toBeNull()
    expect(binProblem('000000000100')).toBe(BIN_MESSAGES.checkDigit)
  })

  it('accepts exactly the computed last digit, and none when there is none', () => {
    fc.assert(
      fc.property(digits(11), (first) => {
        const check = binCheckDigit(first)
        for (let last = 0; last <= 9; last++) {
          expect(binProblem(`${first}${last}`) === null).toBe(check === last)
        }
      })
    )
  })

  it('refuses every check digit but the computed one', () => {
    fc.assert(
      fc.property(digits(11), fc.integer({ min: 1, max: 9 }), (first, shift) => {
        const check = binCheckDigit(first)
        fc.pre(check !== null)
        expect(binProblem(`${first}${check}`)).toBeNull()
        expect(binProblem(`${first}${(check! + shift) % 10}`)).toBe(BIN_MESSAGES.checkDigit)
      })
    )
  })

  it('refuses every number whose both sums give 10', () => {
    // Searched, not assumed: such prefixes exist, and no last digit saves them.
    let found: string | null = null
    for (let n = 0; n < 1_000_000 && !found; n++) {
      const first = String(n).padStart(11, '0')
      if (binCheckDigit(first) === null) found = first
    }
    expect(found).not.toBeNull()
    for (let last = 0; last <= 9; last++) {
      expect(binProblem(`${found}${last}`)).toBe(BIN_MESSAGES.checkDigit)
    }
  })

  it.each([
    [''],
    ['97124000131'],
    ['9712400013150'],
    ['97124000131a'],
    ['９７１２４０００１３１５'],
  ])('refuses %j as not 12 digits', (bin) => {
    expect(binProblem(bin)).toBe(BIN_MESSAGES.format)
  })

  it('forgives the spaces people type between groups', () => {
    expect(normalizeBin(' 971 240 001 315 ')).toBe('971240001315')
    expect(normalizeBin('971\u00a0240001315')).toBe('971240001315')
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const problem = binProblem(normalizeBin(text))
        expect(problem === null || Object.values(BIN_MESSAGES).includes(problem as never)).toBe(
          true
        )
      })
    )
  })
})

describe('IBAN KZ', () => {
  it.each([['KZ86125KZT5004100100'], ['KZ75125KZT2069100100']])('accepts %s', (iban) => {
    expect(kzIbanProblem(iban)).toBeNull()
  })

  it('normalises spaces and lower case', () => {
    expect(normalizeIban(' kz86 125k zt50 0410 0100 ')).toBe('KZ86125KZT5004100100')
  })

  it.each([
    ['KZ86125KZT500410010'], // 19
    ['KZ86125KZT50041001000'], // 21
    ['RU86125KZT5004100100'],
    ['KZ8A125KZT5004100100'],
    ['KZ86125KZT500410010-'],
    [''],
  ])('refuses %j as not a KZ IBAN', (iban) => {
    expect(kzIbanProblem(iban)).toBe(IBAN_MESSAGES.format)
  })

  it('accepts any account with correct check digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{16}$/), (bban) => {
        expect(kzIbanProblem(kzIbanOf(bban))).toBeNull()
      })
    )
  })

  it('refuses any single mistyped digit (mod 97 catches them all)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{16}$/),
        fc.integer({ min: 2, max: 19 }),
        fc.integer({ min: 1, max: 9 }),
        (bban, position, shift) => {
          const iban = kzIbanOf(bban)
          const mistyped =
            iban.slice(0, position) +
            String((Number(iban[position]) + shift) % 10) +
            iban.slice(position + 1)
          expect(kzIbanProblem(mistyped)).toBe(IBAN_MESSAGES.checkDigits)
        }
      )
    )
  })

  it('refuses swapped check digits', () => {
    expect(kzIbanProblem('KZ68125KZT5004100100')).toBe(IBAN_MESSAGES.checkDigits)
  })
})

describe('БИК', () => {
  it.each([['HSBKKZKX'], ['CASPKZKA'], ['KCJBKZKX'], ['HSBKKZKXXXX'], ['IRTYKZKA001']])(
    'accepts %s',
    (bik) => {
      expect(bikProblem(bik)).toBeNull()
    }
  )

  it.each([['HSBKKZK'], ['HSBKKZKXX'], ['HSBKRUKX'], ['HSB1KZKX'], ['HSBKKZKX-01'], ['']])(
    'refuses %j',
    (bik) => {
      expect(bikProblem(bik)).toBe(BIK_MESSAGE)
    }
  )

  it('normalises case and spaces', () => {
    expect(normalizeBik(' hsbk kzkx ')).toBe('HSBKKZKX')
  })
})

describe('КБе', () => {
  it('accepts residency 1|2 and sector 1–9: exactly 18 codes', () => {
    const codes: string[] = []
    for (let n = 0; n < 100; n++) {
      const code = String(n).padStart(2, '0')
      if (kbeProblem(code) === null) codes.push(code)
    }
    expect(codes).toEqual([
      ...'123456789'.split('').map((sector) => `1${sector}`),
      ...'123456789'.split('').map((sector) => `2${sector}`),
    ])
  })

  it.each([['10'], ['30'], ['7'], ['170'], ['1a'], ['']])('refuses %j', (kbe) => {
    expect(kbeProblem(kbe)).toBe(KBE_MESSAGE)
  })
})
