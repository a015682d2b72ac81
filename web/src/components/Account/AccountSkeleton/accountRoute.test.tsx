import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'

import Routes from 'src/Routes'

import AccountSkeleton from './AccountSkeleton'

type Props = { children?: ReactNode; path?: string; whileLoadingAuth?: unknown }

/** The set around the route of `path` in the routes' tree (Jest's router draws nothing). */
const setAround = (node: ReactNode, path: string): ReactElement<Props> | null => {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<Props>(child)) continue
    const inside = Children.toArray(child.props.children)
    if (inside.some((route) => isValidElement<Props>(route) && route.props.path === path)) {
      return child
    }
    const deeper = setAround(child.props.children, path)
    if (deeper) return deeper
  }
  return null
}

describe('/personal-account while the session loads', () => {
  it('is drawn as the account’s skeleton, not an empty page', () => {
    const set = setAround((Routes() as ReactElement<Props>).props.children, '/personal-account')
    expect(set?.props.whileLoadingAuth).toBe(AccountSkeleton)
  })
})
