import { parseWith } from '../../../lib/domain/inputFields'

import {
  alreadyHandledMessage,
  handledFields,
  handleLeadInput,
  isSameHandling,
  leadStatusOf,
  NOTE_MAX,
  NOTE_REQUIRED_MESSAGE,
  REOPENED_FIELDS,
  reopenLeadInput,
} from './leadHandling'

describe('handling a lead (issue 30 §3)', () => {
  it('is new until marked, handled while it carries the moment', () => {
    expect(leadStatusOf({ handledAt: null })).toBe('new')
    expect(leadStatusOf({})).toBe('new')
    expect(leadStatusOf({ handledAt: '2026-11-25T10:00:00Z' })).toBe('handled')
  })

  it('«Обработана» takes the lead and a note, trimmed, required', () => {
    expect(parseWith(handleLeadInput, { id: '7', note: '  Перезвонил.\nДоговорились.  ' })).toEqual(
      { data: { id: 7, note: 'Перезвонил.\nДоговорились.' } }
    )
    for (const note of [undefined, null, '', '   ']) {
      expect(parseWith(handleLeadInput, { id: 7, note })).toEqual({
        fields: { note: [NOTE_REQUIRED_MESSAGE] },
      })
    }
    expect(parseWith(handleLeadInput, { id: 7, note: 'я'.repeat(NOTE_MAX + 1) })).toHaveProperty(
      'fields.note'
    )
    expect(parseWith(handleLeadInput, { id: 7, note: 'a\u0000' })).toHaveProperty('fields.note')
    expect(parseWith(handleLeadInput, { id: 0, note: 'Да' })).toHaveProperty('fields.id')
  })

  it('«Открыть снова» carries the handling the screen showed', () => {
    expect(parseWith(reopenLeadInput, { id: 7, handledAt: '2026-11-25T10:00:00.123Z' })).toEqual({
      data: { id: 7, handledAt: new Date('2026-11-25T10:00:00.123Z') },
    })
    for (const handledAt of [undefined, '', 'вчера', 'x'.repeat(41), 5]) {
      expect(parseWith(reopenLeadInput, { id: 7, handledAt })).toHaveProperty('fields.handledAt')
    }
    const at = new Date('2026-11-25T10:00:00.123Z')
    expect(isSameHandling(new Date(at), at)).toBe(true)
    expect(isSameHandling(new Date(at.getTime() + 1), at)).toBe(false)
    expect(isSameHandling(at, null)).toBe(false)
  })

  it('writes who, when and the note; a reopen clears them all', () => {
    const now = new Date('2026-11-25T10:00:00Z')
    expect(handledFields({ id: 3, email: 'manager@akvatoria.kz' }, 'Позвонил.', now)).toEqual({
      handledAt: now,
      handledById: 3,
      handledByEmail: 'manager@akvatoria.kz',
      handledNote: 'Позвонил.',
    })
    expect(Object.values(REOPENED_FIELDS).every((value) => value === null)).toBe(true)
    expect(Object.keys(REOPENED_FIELDS).sort()).toEqual(
      Object.keys(handledFields({ id: 1, email: 'a' }, 'b', now)).sort()
    )
  })

  it('a second «Обработана» is told whose note won, in Almaty time', () => {
    expect(
      alreadyHandledMessage({
        handledAt: '2026-11-25T10:00:00Z',
        handledByEmail: 'manager@akvatoria.kz',
        handledNote: 'Перезвонил.',
      })
    ).toBe(
      'Заявку уже отметил обработанной manager@akvatoria.kz, 25.11.2026, 15:00: «Перезвонил.». Ваша заметка не сохранена.'
    )
  })
})
