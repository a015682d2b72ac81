import type { Prisma } from '@prisma/client'

import type { ScenarioData } from '@redwoodjs/testing/api'

/** A small catalogue shaped like the shop's: sections, subsections, brands, goods. */
export const standard = defineScenario<
  Prisma.CategoryCreateArgs | Prisma.BrandCreateArgs | Prisma.ProductCreateArgs
>({
  category: {
    pumps: {
      data: {
        name: 'Насосное оборудование',
        slug: 'nasosnoe-oborudovanie',
        position: 4,
        subcategories: {
          create: [
            { name: 'Циркуляционные насосы', slug: 'cirkulyacionnye-nasosy' },
            { name: 'Скважинные насосы', slug: 'skvazhinnye-nasosy' },
          ],
        },
      },
    },
    boilers: {
      data: {
        name: 'Котельное оборудование',
        slug: 'kotelnoe-oborudovanie',
        position: 3,
        subcategories: { create: [{ name: 'Газовые котлы', slug: 'gazovye-kotly' }] },
      },
    },
    valves: { data: { name: 'Запорная арматура', slug: 'zapornaya-armatura', position: 7 } },
    tanks: {
      data: {
        name: 'Баки и емкости',
        slug: 'baki-i-emkosti',
        position: 6,
        subcategories: { create: [{ name: 'Баки для воды', slug: 'baki-dlya-vody' }] },
      },
    },
  },
  brand: {
    grundfos: { data: { name: 'Grundfos', slug: 'grundfos' } },
    baxi: { data: { name: 'Baxi', slug: 'baxi' } },
    wilo: { data: { name: 'Wilo', slug: 'wilo' } },
    valtec: { data: { name: 'Valtec', slug: 'valtec' } },
  },
  product: {
    ups: (scenario) => ({
      data: {
        article: 'GR-UPS-25-40-180',
        name: 'Насос циркуляционный Grundfos UPS 25-40 180',
        slug: 'gr-ups-25-40-180',
        price: 68000,
        currentPrice: 68000,
        category: { connect: { id: scenario.category.pumps.id } },
        subcategory: { connect: { slug: 'cirkulyacionnye-nasosy' } },
        brand: { connect: { id: scenario.brand.grundfos.id } },
      },
    }),
    sq: (scenario) => ({
      data: {
        article: 'GR-SQ-3-65',
        name: 'Насос скважинный Grundfos SQ 3-65',
        slug: 'gr-sq-3-65',
        price: 395000,
        currentPrice: 395000,
        category: { connect: { id: scenario.category.pumps.id } },
        subcategory: { connect: { slug: 'skvazhinnye-nasosy' } },
        brand: { connect: { id: scenario.brand.grundfos.id } },
      },
    }),
    star: (scenario) => ({
      data: {
        article: 'WL-STAR-RS-25-4',
        name: 'Насосная станция Wilo Star-RS 25/4',
        slug: 'wl-star-rs-25-4',
        price: 54000,
        currentPrice: 54000,
        category: { connect: { id: scenario.category.pumps.id } },
        brand: { connect: { id: scenario.brand.wilo.id } },
        images: {
          create: [
            { file: 'products/wl-star-rs.jpg', alt: 'Насосная станция Wilo', position: 0 },
            { file: 'products/wl-star-rs-2.jpg', alt: 'Сбоку', position: 1 },
          ],
        },
      },
    }),
    eco: (scenario) => ({
      data: {
        article: 'BX-ECO-4S-24F',
        name: 'Котёл газовый настенный Baxi ECO-4s 24F',
        slug: 'bx-eco-4s-24f',
        price: 420000,
        currentPrice: 420000,
        category: { connect: { id: scenario.category.boilers.id } },
        subcategory: { connect: { slug: 'gazovye-kotly' } },
        brand: { connect: { id: scenario.brand.baxi.id } },
      },
    }),
    tank: (scenario) => ({
      data: {
        article: 'AN-V-500',
        name: 'Ёмкость для воды вертикальная 500 л',
        slug: 'an-v-500',
        price: 61000,
        currentPrice: 61000,
        category: { connect: { id: scenario.category.tanks.id } },
        subcategory: { connect: { slug: 'baki-dlya-vody' } },
      },
    }),
    membrane: (scenario) => ({
      data: {
        article: 'VT-MB-24',
        name: 'Кран шаровой Valtec VT.214 1/2',
        slug: 'vt-mb-24',
        price: 30000,
        currentPrice: 25000,
        lastPrice: 30000,
        category: { connect: { id: scenario.category.valves.id } },
        brand: { connect: { id: scenario.brand.valtec.id } },
      },
    }),
  },
})

export type StandardScenario = ScenarioData<Prisma.ProductCreateArgs['data'], 'product'>
