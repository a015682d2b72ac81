/* eslint-env node, es2022 */
import assert from 'node:assert/strict'
import { test } from 'node:test'

import {
  russianChromeWords,
  russianChromeWordsOfCatalogues,
  russianWordsIn,
  wordsOf,
} from './russianChrome.mjs'

test('words are Cyrillic, Kazakh letters included, in lower case', () => {
  assert.deepEqual(wordsOf('Себетке салу: 3 товара, Grundfos'), ['себетке', 'салу', 'товара'])
  assert.deepEqual(wordsOf('Өзі алып кету'), ['өзі', 'алып', 'кету'])
})

test('the chrome’s Russian words are the Russian catalogue’s words no Kazakh text uses', () => {
  const ru = {
    a: 'В корзину',
    b: 'Акватория — Атырау',
    c: '{count, plural, one {товар} other {товаров}}',
  }
  const kk = { a: 'Себетке', b: 'Акватория — Атырау', c: '{count} тауар' }
  assert.deepEqual([...russianChromeWords(ru, kk)].sort(), ['корзину', 'товар', 'товаров'])
})

test('finds the texts that carry them, and nothing in Kazakh ones', () => {
  const words = new Set(['корзину', 'наличии'])
  assert.deepEqual(russianWordsIn(['Себетке салу', 'Нет в наличии', 'В корзину: Насос'], words), [
    { text: 'Нет в наличии', words: ['наличии'] },
    { text: 'В корзину: Насос', words: ['корзину'] },
  ])
  assert.deepEqual(russianWordsIn(['Қоймада жоқ'], words), [])
})

test('the shop’s catalogues give a list with the chrome’s words and without shared ones', () => {
  const words = russianChromeWordsOfCatalogues()
  assert.ok(words.has('корзину') || words.has('корзина'), 'the cart is a chrome word')
  assert.ok(!words.has('акватория'), 'the shop’s name is in both languages')
  // Kazakh writes a certificate's title «ISO 9001:2015 сертификаты» (issue 33's demo certificates).
  assert.ok(!words.has('сертификаты'), 'a Kazakh certificate title is no Russian chrome')
  assert.ok(words.size > 500, `only ${words.size} words`)
})
