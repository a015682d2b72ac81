import { BUTTON_SIZE_NAMES, BUTTON_VARIANT_NAMES, buttonVariants } from './buttonVariants'

describe('buttonVariants: choices → the classes of index.css', () => {
  it.each([
    [{}, 'button'],
    [{ variant: 'primary' }, 'button'],
    [{ variant: 'secondary' }, 'button button--secondary'],
    [{ variant: 'danger' }, 'button button--danger'],
    [{ variant: 'link' }, 'link-button'],
    [{ size: 'small' }, 'button button--small'],
    [{ variant: 'secondary', size: 'small' }, 'button button--secondary button--small'],
    [{ variant: 'danger', size: 'small' }, 'button button--danger button--small'],
    // A text button has one size: «small» must not give it a box's padding.
    [{ variant: 'link', size: 'small' }, 'link-button'],
  ] as const)('%j → %s', (choices, classes) => {
    expect(buttonVariants(choices)).toBe(classes)
  })

  it('keeps a screen’s own class after the look', () => {
    expect(buttonVariants({ variant: 'secondary', className: 'favorite-button' })).toBe(
      'button button--secondary favorite-button'
    )
    expect(buttonVariants({ variant: 'link', className: 'cart-line__remove' })).toBe(
      'link-button cart-line__remove'
    )
  })

  it('lists every variant and size for the story', () => {
    expect(BUTTON_VARIANT_NAMES).toEqual(['primary', 'secondary', 'danger', 'link'])
    expect(BUTTON_SIZE_NAMES).toEqual(['default', 'small'])
  })
})
