import type { ReactNode } from 'react'

import { Metadata } from '@redwoodjs/web'

import './admin-ui.css'

export interface AdminPageProps {
  title: string
  /** Buttons or links beside the title (export, «Создать», print). */
  actions?: ReactNode
  children?: ReactNode
}

/**
 * One back-office screen: its title (also the tab's), its actions, its body.
 * Every admin page starts with it, so the screens read alike and each has
 * exactly one h1.
 */
const AdminPage = ({ title, actions, children }: AdminPageProps) => (
  <section className="admin-page" aria-labelledby="admin-page-title">
    <Metadata title={`${title} — управление`} robots="noindex" />
    <header className="admin-page__header">
      <h1 id="admin-page-title">{title}</h1>
      {actions ? <div className="admin-page__actions">{actions}</div> : null}
    </header>
    {children}
  </section>
)

export default AdminPage
