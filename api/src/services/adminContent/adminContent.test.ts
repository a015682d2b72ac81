import { askGraphql } from 'testing/graphql'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { CONTENT_STAFF_ROLES, STAFF_ROLES } from 'src/lib/domain/staffRoles'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PermissionDeniedError,
} from 'src/lib/errors'
import { setRequestTextLocale } from 'src/lib/textLocale'
import type { ContentKind } from 'src/modules/content/rules/contentAdmin'
import { listCertificates } from 'src/services/certificates/certificates'
import { listNews, getNews } from 'src/services/news/news'
import { getProject, listObjectTypes, listProjects } from 'src/services/projects/projects'
import { sitemapEntries } from 'src/services/seo/seo'
import { shops } from 'src/services/shops/shops'
import { findContentBlock, faqEntries } from 'src/services/siteContent/siteContent'
import { listSlides } from 'src/services/slides/slides'
import { listVideos } from 'src/services/videos/videos'

import {
  contentRecord,
  listContent,
  saveContentRecord,
  setContentRecordVisibility,
} from './adminContent'
import type { StandardScenario } from './adminContent.scenarios'

const signIn = (user: { id: number; email: string; role: string }) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const open = (kind: ContentKind, id: string | number) => contentRecord({ kind, id: String(id) })

/** A new record of each creatable kind, and an edit of one existing field for every kind. */
const NEW_RECORDS: Partial<Record<ContentKind, (s: StandardScenario) => Record<string, unknown>>> =
  {
    news: () => ({
      title: 'Акция на баки',
      slug: 'akciya-baki',
      publishedAt: '2026-11-20 10:00',
      body: '## Скидка\n\n- на баки',
    }),
    objects: (s) => ({
      title: 'Фонтан',
      slug: 'fontan',
      typeId: String(s.objectType.pools.id),
      location: 'Атырау',
    }),
    objectTypes: () => ({ name: 'Фонтаны', slug: 'fontany' }),
    certificates: () => ({ title: 'ГОСТ', image: 'certificates/gost.png' }),
    partners: () => ({ name: 'Wilo', slug: 'wilo' }),
    faq: () => ({ question: 'Есть доставка?', answer: 'Да.' }),
    videos: () => ({ title: 'Монтаж', url: 'https://youtu.be/y' }),
    slides: () => ({ kind: 'marketing', title: 'Баки', image: 'slides/tanks.jpg' }),
    // A new installation starts with no shops.
    shops: () => ({
      name: 'Астана',
      nameForGuest: 'Магазин в Астане',
      nameForGuestKk: 'Астанадағы дүкен',
      city: 'Астана',
      address: 'г. Астана, пр. Мангилик Ел, 8',
      workingHours: 'Ежедневно с 10:00 до 19:00',
      isCanOrderByGuest: true,
    }),
  }

const EXISTING: Record<ContentKind, (s: StandardScenario) => { id: string; field: string }> = {
  news: (s) => ({ id: String(s.news.warehouse.id), field: 'title' }),
  objects: (s) => ({ id: String(s.project.pool.id), field: 'title' }),
  objectTypes: (s) => ({ id: String(s.objectType.pools.id), field: 'nameKk' }),
  certificates: (s) => ({ id: String(s.certificate.iso.id), field: 'title' }),
  partners: (s) => ({ id: String(s.brand.grundfos.id), field: 'country' }),
  faq: (s) => ({ id: String(s.faqEntry.pay.id), field: 'question' }),
  production: (s) => ({ id: String(s.productionPage.tanks.id), field: 'title' }),
  pages: () => ({ id: 'promo_banner', field: 'title' }),
  videos: (s) => ({ id: String(s.video.intro.id), field: 'title' }),
  slides: (s) => ({ id: String(s.slide.hero.id), field: 'title' }),
  sections: (s) => ({ id: String(s.category.pumps.id), field: 'nameKk' }),
  subsections: (s) => ({ id: String(s.subcategory.circulation.id), field: 'nameKk' }),
  shops: (s) => ({ id: String(s.shop.atyrau.id), field: 'addressKk' }),
}

/** The form's values of a record, as the web sends them back. */
const formOf = (values: Record<string, unknown>) => {
  const form = { ...values }
  delete form.id
  return form
}

jest.setTimeout(30_000)

describe('adminContent', () => {
  describe('roles', () => {
    scenario('refuses guests (401), customers and managers (403)', async (s: StandardScenario) => {
      mockCurrentUser(null)
      await expect(listContent({ kind: 'news' })).rejects.toThrow(NotAuthenticatedError)
      signIn(s.user.customer)
      await expect(listContent({ kind: 'news' })).rejects.toThrow(PermissionDeniedError)
      const refused = STAFF_ROLES.filter(
        (role) => !(CONTENT_STAFF_ROLES as readonly string[]).includes(role)
      )
      expect(refused).toEqual(['manager'])
      for (const role of refused) {
        signIn(s.user[role])
        await expect(listContent({ kind: 'news' })).rejects.toThrow(PermissionDeniedError)
        await expect(
          saveContentRecord({ kind: 'faq', values: { question: 'В?', answer: 'О.' } })
        ).rejects.toThrow(PermissionDeniedError)
        await expect(
          setContentRecordVisibility({
            kind: 'faq',
            id: String(s.faqEntry.pay.id),
            version: 'x',
            visible: false,
          })
        ).rejects.toThrow(PermissionDeniedError)
      }
      expect(await db.faqEntry.count()).toBe(1)
    })

    scenario('GraphQL refuses a guest’s save before it reaches the service', async () => {
      mockCurrentUser(null)
      const { body } = await askGraphql(
        'mutation ($values: JSON!) { saveContent(kind: "faq", values: $values) { id } }',
        { values: { question: 'Взлом?', answer: 'Нет.' } }
      )
      expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED')
      expect(await db.faqEntry.count()).toBe(1)
    })

    scenario('lets editors and admins in', async (s: StandardScenario) => {
      for (const role of CONTENT_STAFF_ROLES) {
        signIn(s.user[role])
        const list = await listContent({ kind: 'news' })
        // Newest first.
        expect(list.items.map((item) => item.title)).toEqual([
          'Новый склад в Атырау',
          'Скидки на насосы',
        ])
      }
    })
  })

  describe('lists', () => {
    scenario('pages and searches every kind by title', async (s: StandardScenario) => {
      signIn(s.user.editor)
      const found = await listContent({ kind: 'news', search: 'склад' })
      expect(found).toMatchObject({ count: 1, page: 1, pageSize: 25 })
      expect(found.items[0]).toMatchObject({ key: 'novyj-sklad', visible: true })
      expect((await listContent({ kind: 'pages' })).items[0]).toMatchObject({
        id: 'promo_banner',
        visible: null,
      })
      expect(await listContent({ kind: 'news', pageSize: 25, page: 2 })).toMatchObject({
        count: 2,
        items: [],
      })
      await expect(listContent({ kind: 'users' })).rejects.toThrow(InvalidInputError)
    })
  })

  describe.each(Object.keys(NEW_RECORDS) as ContentKind[])('creating %s', (kind) => {
    scenario('saves a new record with its audit entry', async (s: StandardScenario) => {
      signIn(s.user.editor)
      const saved = await saveContentRecord({ kind, values: NEW_RECORDS[kind]!(s) })
      expect(saved.id).toMatch(/^\d+$/)
      if (saved.visible !== null) expect(saved.visible).toBe(true)
      const audit = await db.auditEntry.findFirst({ where: { entity: kind, entityId: saved.id } })
      expect(audit).toMatchObject({ action: 'content.create', actorEmail: 'editor@example.kz' })
    })
  })

  describe.each(Object.keys(EXISTING) as ContentKind[])('editing %s', (kind) => {
    scenario(
      'saves the change, audits it and refuses a stale save (409)',
      async (s: StandardScenario) => {
        signIn(s.user.admin)
        const { id, field } = EXISTING[kind](s)
        const record = await open(kind, id)
        const saved = await saveContentRecord({
          kind,
          id,
          version: record.version,
          values: { ...formOf(record.values), [field]: 'Новое название' },
        })
        expect(saved.values[field]).toBe('Новое название')
        expect(saved.version).not.toBe(record.version)
        const audit = await db.auditEntry.findFirst({ where: { entity: kind, entityId: id } })
        expect(audit).toMatchObject({ action: 'content.update', actorEmail: 'admin@example.kz' })
        expect(audit!.after).toEqual({ [field]: 'Новое название' })

        // A form based on the first version is stale now: 409 with the fresh record.
        const stale = saveContentRecord({
          kind,
          id,
          version: record.version,
          values: { ...formOf(record.values), [field]: 'Другое' },
        })
        await expect(stale).rejects.toThrow(ConflictError)
        await expect(stale).rejects.toMatchObject({
          details: { current: { version: saved.version, values: { [field]: 'Новое название' } } },
        })
      }
    )
  })

  describe('rules', () => {
    scenario('a taken address is a field error, never a 500', async (s: StandardScenario) => {
      signIn(s.user.editor)
      const values = { ...NEW_RECORDS.news!(s), slug: 'novyj-sklad' }
      await expect(saveContentRecord({ kind: 'news', values })).rejects.toMatchObject({
        fields: { slug: ['Этот адрес уже занят другой записью: выберите другой.'] },
      })
      await expect(
        saveContentRecord({ kind: 'partners', values: { name: 'Grundfos', slug: 'grundfos-2' } })
      ).rejects.toMatchObject({ fields: { name: ['Запись с таким названием уже есть.'] } })
    })

    scenario('hostile values are field errors', async (s: StandardScenario) => {
      signIn(s.user.editor)
      await expect(
        saveContentRecord({
          kind: 'news',
          values: { ...NEW_RECORDS.news!(s), title: 'a\u0000', publishedAt: '99999-01-01' },
        })
      ).rejects.toMatchObject({
        fields: { title: expect.any(Array), publishedAt: expect.any(Array) },
      })
      await expect(
        saveContentRecord({ kind: 'objects', values: { ...NEW_RECORDS.objects!(s), year: 1e300 } })
      ).rejects.toThrow(InvalidInputError)
    })

    scenario(
      'a reference to nothing is a field error, a malformed id is 404',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        await expect(
          saveContentRecord({
            kind: 'slides',
            values: { ...NEW_RECORDS.slides!(s), productId: '999999' },
          })
        ).rejects.toMatchObject({ fields: { productId: ['Такой записи нет: проверьте номер.'] } })
        await expect(
          saveContentRecord({
            kind: 'objects',
            values: { ...NEW_RECORDS.objects!(s), typeId: '999999' },
          })
        ).rejects.toMatchObject({ fields: { typeId: ['Такой записи нет: проверьте номер.'] } })
        await expect(open('news', 'abc')).rejects.toThrow(NotFoundError)
        await expect(
          setContentRecordVisibility({ kind: 'news', id: 'abc', version: 'x', visible: false })
        ).rejects.toThrow(NotFoundError)
      }
    )

    scenario('pages and production are a fixed set', async (s: StandardScenario) => {
      signIn(s.user.editor)
      await expect(
        saveContentRecord({ kind: 'pages', values: { title: 'Новая' } })
      ).rejects.toThrow(InvalidInputError)
      await expect(contentRecord({ kind: 'production' })).rejects.toThrow(NotFoundError)
    })

    scenario('new ordered records go to the end', async (s: StandardScenario) => {
      signIn(s.user.editor)
      const saved = await saveContentRecord({ kind: 'faq', values: NEW_RECORDS.faq!(s) })
      expect(saved.values.position).toBe(2)
    })

    scenario('a change shows in the shop at once', async (s: StandardScenario) => {
      signIn(s.user.editor)
      const record = await open('pages', 'promo_banner')
      await saveContentRecord({
        kind: 'pages',
        id: 'promo_banner',
        version: record.version,
        values: { ...formOf(record.values), body: 'До **31 декабря**.', validUntil: '2026-12-31' },
      })
      const block = await findContentBlock('promo_banner')
      expect(block.body).toBe('До **31 декабря**.')
      expect(block.validUntil).toEqual(new Date('2026-12-31T19:00:00Z'))
    })
  })

  describe('Kazakh twins (issue 33 §3)', () => {
    scenario(
      'an editor saves and clears the Kazakh texts beside the Russian ones',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const id = String(s.faqEntry.pay.id)
        const record = await open('faq', id)
        expect(record.values).toMatchObject({ questionKk: '', answerKk: '' })
        const saved = await saveContentRecord({
          kind: 'faq',
          id,
          version: record.version,
          values: {
            ...formOf(record.values),
            questionKk: 'Қалай төлеуге болады?',
            answerKk: 'Картамен немесе қолма-қол.',
          },
        })
        const stored = await db.faqEntry.findUniqueOrThrow({ where: { id: Number(id) } })
        expect(stored).toMatchObject({
          question: record.values.question,
          questionKk: 'Қалай төлеуге болады?',
          answerKk: 'Картамен немесе қолма-қол.',
        })
        const audit = await db.auditEntry.findFirst({ where: { entity: 'faq', entityId: id } })
        expect(audit!.after).toEqual({
          questionKk: 'Қалай төлеуге болады?',
          answerKk: 'Картамен немесе қолма-қол.',
        })
        // An empty Kazakh field is allowed: the shop shows the Russian text again.
        await saveContentRecord({
          kind: 'faq',
          id,
          version: saved.version,
          values: { ...formOf(saved.values), questionKk: '' },
        })
        expect(await db.faqEntry.findUniqueOrThrow({ where: { id: Number(id) } })).toMatchObject({
          questionKk: '',
          answerKk: 'Картамен немесе қолма-қол.',
        })
      }
    )

    scenario(
      'an object kind gets its Kazakh name, which a Kazakh reader of the objects gets (issue 33)',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const id = String(s.objectType.pools.id)
        const record = await open('objectTypes', id)
        expect(record.values).toMatchObject({ name: 'Бассейны', nameKk: '', slug: 'pools' })
        await saveContentRecord({
          kind: 'objectTypes',
          id,
          version: record.version,
          values: { ...formOf(record.values), nameKk: 'Бассейндер' },
        })
        setRequestTextLocale('kk')
        try {
          expect(await listObjectTypes()).toEqual([
            expect.objectContaining({ name: 'Бассейндер', nameLang: 'kk', slug: 'pools' }),
          ])
        } finally {
          setRequestTextLocale('ru')
        }
        expect((await listObjectTypes())[0].name).toBe('Бассейны')
        // Two kinds never share a name: the form says so at the field.
        await expect(
          saveContentRecord({ kind: 'objectTypes', values: { name: 'Бассейны', slug: 'pools-2' } })
        ).rejects.toMatchObject({ fields: { name: ['Запись с таким названием уже есть.'] } })
      }
    )

    scenario(
      'a section gets its Kazakh name and description; its Russian name stays 1C’s',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const id = String(s.category.pumps.id)
        const record = await open('sections', id)
        expect(record.values).toMatchObject({ name: 'Насосное оборудование', nameKk: '' })
        await expect(saveContentRecord({ kind: 'sections', values: {} })).rejects.toThrow(
          InvalidInputError
        )
        await saveContentRecord({
          kind: 'sections',
          id,
          version: record.version,
          values: {
            ...formOf(record.values),
            name: 'Переименовано',
            nameKk: 'Сорғы жабдықтары',
            descriptionKk: 'Үйге және өндіріске.',
          },
        })
        expect(await db.category.findUniqueOrThrow({ where: { id: Number(id) } })).toMatchObject({
          name: 'Насосное оборудование',
          nameKk: 'Сорғы жабдықтары',
          descriptionKk: 'Үйге және өндіріске.',
        })
        signIn(s.user.customer)
        await expect(
          saveContentRecord({
            kind: 'subsections',
            id: String(s.subcategory.circulation.id),
            version: 'x',
            values: { nameKk: 'x' },
          })
        ).rejects.toThrow(PermissionDeniedError)
      }
    )

    scenario(
      'a shop gets its Kazakh name, address and hours, which Kazakh pages show',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const id = String(s.shop.atyrau.id)
        const record = await open('shops', id)
        expect(record.title).toBe('Магазин в Атырау')
        expect(record.values).toMatchObject({ name: 'Атырау', addressKk: '', phone: null })
        await expect(saveContentRecord({ kind: 'shops', values: {} })).rejects.toThrow(
          InvalidInputError
        )
        await saveContentRecord({
          kind: 'shops',
          id,
          version: record.version,
          values: {
            ...formOf(record.values),
            nameForGuestKk: 'Атыраудағы дүкен',
            addressKk: 'Атырау қ., Сәтбаев к-сі, 17',
            workingHoursKk: 'Күн сайын 9:00-ден 18:00-ге дейін',
            phone: '+7 (7122) 20-30-41',
            isCanOrderByGuest: false,
          },
        })
        expect(await db.shop.findUniqueOrThrow({ where: { id: Number(id) } })).toMatchObject({
          name: 'Атырау',
          address: 'ул. Сатпаева, 17',
          addressKk: 'Атырау қ., Сәтбаев к-сі, 17',
          phone: '+7 (7122) 20-30-41',
          isCanOrderByGuest: false,
        })
        setRequestTextLocale('kk')
        try {
          expect(await shops({})).toEqual([
            expect.objectContaining({
              nameForGuest: 'Атыраудағы дүкен',
              address: 'Атырау қ., Сәтбаев к-сі, 17',
              addressLang: 'kk',
              workingHours: 'Күн сайын 9:00-ден 18:00-ге дейін',
            }),
          ])
        } finally {
          setRequestTextLocale('ru')
        }
        expect(await shops({})).toEqual([
          expect.objectContaining({ nameForGuest: 'Магазин в Атырау', addressLang: 'ru' }),
        ])
        // Closed to guests: the operator form's and the guest checkout's list no longer offer it.
        expect(await shops({ isCanOrderByGuest: true })).toEqual([])
        // Two shops never share a name (1C and the spreadsheet find a shop by it).
        await expect(
          saveContentRecord({
            kind: 'shops',
            values: {
              name: 'Атырау',
              nameForGuest: 'Второй магазин',
              city: 'Атырау',
              address: 'ул. Абая, 1',
              workingHours: 'Ежедневно',
            },
          })
        ).rejects.toMatchObject({ fields: { name: ['Запись с таким названием уже есть.'] } })
        signIn(s.user.manager)
        await expect(open('shops', id)).rejects.toThrow(PermissionDeniedError)
      }
    )

    scenario(
      'a customer cannot write them; a Kazakh title longer than the Russian limit is refused',
      async (s: StandardScenario) => {
        const id = String(s.slide.hero.id)
        signIn(s.user.customer)
        await expect(
          saveContentRecord({ kind: 'slides', id, version: 'x', values: { titleKk: 'Науқан' } })
        ).rejects.toThrow(PermissionDeniedError)
        signIn(s.user.editor)
        const record = await open('slides', id)
        await expect(
          saveContentRecord({
            kind: 'slides',
            id,
            version: record.version,
            values: { ...formOf(record.values), titleKk: 'ә'.repeat(301) },
          })
        ).rejects.toMatchObject({ fields: { titleKk: [expect.any(String)] } })
        const slide = await db.slide.findUniqueOrThrow({ where: { id: Number(id) } })
        expect(slide.titleKk).toBe('')
      }
    )
  })

  describe('hide and show', () => {
    /** What the shop shows of each kind that can be hidden. */
    const SHOWN: [ContentKind, (s: StandardScenario) => string, () => Promise<unknown[]>][] = [
      ['news', (s) => String(s.news.warehouse.id), async () => (await listNews({})).results],
      ['objects', (s) => String(s.project.pool.id), async () => (await listProjects({})).results],
      ['certificates', (s) => String(s.certificate.iso.id), () => listCertificates()],
      ['faq', (s) => String(s.faqEntry.pay.id), async () => faqEntries({}, undefined as never)],
      ['videos', (s) => String(s.video.intro.id), () => listVideos()],
      ['slides', (s) => String(s.slide.hero.id), () => listSlides('carousel')],
    ]

    describe.each(SHOWN)('%s', (kind, idOf, shown) => {
      scenario('leaves the shop and comes back, each audited', async (s: StandardScenario) => {
        signIn(s.user.editor)
        const id = idOf(s)
        const ids = async () => ((await shown()) as { id: number }[]).map((row) => String(row.id))
        expect(await ids()).toContain(id)
        const record = await open(kind, id)
        const hidden = await setContentRecordVisibility({
          kind,
          id,
          version: record.version,
          visible: false,
        })
        expect(hidden.visible).toBe(false)
        expect(await ids()).not.toContain(id)
        // The hide made the old version stale.
        await expect(
          setContentRecordVisibility({ kind, id, version: record.version, visible: true })
        ).rejects.toThrow(ConflictError)
        await setContentRecordVisibility({ kind, id, version: hidden.version, visible: true })
        expect(await ids()).toContain(id)
        const actions = await db.auditEntry.findMany({
          where: { entity: kind, entityId: id },
          orderBy: { id: 'asc' },
        })
        expect(actions.map((entry) => entry.action)).toEqual(['content.hide', 'content.show'])
      })
    })

    scenario(
      'a new hidden FAQ entry and a new unpublished news item are never in the shop',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        // The sitemap keeps news for an hour: asked before, it must not hold the new item after.
        await sitemapEntries()
        const faq = await saveContentRecord({
          kind: 'faq',
          values: { ...NEW_RECORDS.faq!(s), isActive: false },
        })
        const news = await saveContentRecord({
          kind: 'news',
          values: { ...NEW_RECORDS.news!(s), publishedAt: '2026-01-05 10:00', isPublished: false },
        })
        expect([faq.visible, news.visible]).toEqual([false, false])
        const faqIds = ((await faqEntries({}, undefined as never)) as { id: number }[]).map((row) =>
          String(row.id)
        )
        expect(faqIds).not.toContain(faq.id)
        expect((await listNews({})).results.map((row) => String(row.id))).not.toContain(news.id)
        await expect(getNews(Number(news.id))).rejects.toThrow(NotFoundError)
        const paths = (await sitemapEntries()).map((entry) => entry.path)
        expect(paths).toContain('/about/news')
        expect(paths).not.toContain(`/about/news/${news.id}`)
        // Created hidden, not created visible and hidden after: the audit shows the first state.
        const created = await db.auditEntry.findMany({
          where: { action: 'content.create', entityId: { in: [faq.id, news.id] } },
        })
        const flags = created.map((entry) => {
          const after = entry.after as Record<string, unknown>
          return after.isActive ?? after.isPublished
        })
        expect(flags).toEqual([false, false])
        // Asked for visible (or nothing said), it is shown at once; a non-boolean is a field error.
        const shown = await saveContentRecord({
          kind: 'faq',
          values: { question: 'Второй?', answer: 'Да.', isActive: true },
        })
        expect(shown.visible).toBe(true)
        await expect(
          saveContentRecord({ kind: 'faq', values: { ...NEW_RECORDS.faq!(s), isActive: 'нет' } })
        ).rejects.toMatchObject({ fields: { isActive: ['Ожидается да или нет.'] } })
      }
    )

    scenario(
      'a hidden news item or object is not found by its address',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        for (const [kind, id] of [
          ['news', s.news.warehouse.id],
          ['objects', s.project.pool.id],
        ] as const) {
          const record = await open(kind, id)
          await setContentRecordVisibility({
            kind,
            id: String(id),
            version: record.version,
            visible: false,
          })
        }
        await expect(getNews(s.news.warehouse.id)).rejects.toThrow(NotFoundError)
        await expect(getProject(s.project.pool.id)).rejects.toThrow(NotFoundError)
      }
    )

    scenario('kinds without a flag cannot be hidden', async (s: StandardScenario) => {
      signIn(s.user.editor)
      const record = await open('partners', s.brand.grundfos.id)
      await expect(
        setContentRecordVisibility({
          kind: 'partners',
          id: String(s.brand.grundfos.id),
          version: record.version,
          visible: false,
        })
      ).rejects.toThrow(InvalidInputError)
    })
  })
})
