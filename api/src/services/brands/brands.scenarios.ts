import type { Prisma } from '@prisma/client'

type Scenario = Record<string, Record<string, { id: number }>>

const product = (
  scenario: Scenario,
  data: {
    article: string
    name: string
    category: string
    subcategory?: string
    brand?: string
    currentPrice: string
    lastPrice?: string
    isActive?: boolean
  }
): { data: Prisma.ProductUncheckedCreateInput } => ({
  data: {
    article: data.article,
    name: data.name,
    slug: data.article.toLowerCase(),
    categoryId: scenario.category[data.category].id,
    subcategoryId: data.subcategory ? scenario.subcategory[data.subcategory].id : null,
    brandId: data.brand ? scenario.brand[data.brand].id : null,
    price: data.lastPrice ?? data.currentPrice,
    currentPrice: data.currentPrice,
    lastPrice: data.lastPrice ?? null,
    isActive: data.isActive ?? true,
  },
})

/**
 * Sections, subcategories, brands and goods:
 * - Grundfos: a discounted circulation pump;
 * - Wilo: a circulation pump and, in boilers, a gas boiler pump group;
 * - DAB: a pumping station;
 * - Baxi: a discounted gas boiler;
 * - Pedrollo: only an inactive product; Ariston: no products at all.
 */
export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.SubcategoryCreateArgs
  | Prisma.BrandCreateArgs
  | Prisma.ProductCreateArgs
>({
  category: {
    promo: {
      data: { name: 'Акции', slug: 'akcii', kind: 'promo', position: 0, isOnMain: true },
    },
    pumps: {
      data: {
        name: 'Насосное оборудование',
        slug: 'nasosnoe-oborudovanie',
        position: 4,
        isOnMain: true,
        image: 'demo/categories/pumps.svg',
      },
    },
    boilers: {
      data: { name: 'Котельное оборудование', slug: 'kotelnoe-oborudovanie', position: 3 },
    },
  },
  subcategory: {
    stations: (scenario) => ({
      data: {
        name: 'Насосные станции',
        slug: 'nasosnye-stancii',
        categoryId: scenario.category.pumps.id,
        position: 2,
      },
    }),
    circulation: (scenario) => ({
      data: {
        name: 'Циркуляционные насосы',
        slug: 'cirkulyacionnye-nasosy',
        categoryId: scenario.category.pumps.id,
        position: 1,
        image: 'demo/subcategories/circulation.svg',
      },
    }),
    gasBoilers: (scenario) => ({
      data: {
        name: 'Газовые котлы',
        slug: 'gazovye-kotly',
        categoryId: scenario.category.boilers.id,
        position: 1,
      },
    }),
  },
  brand: {
    wilo: { data: { name: 'Wilo', slug: 'wilo', country: 'Германия' } },
    grundfos: {
      data: {
        name: 'Grundfos',
        slug: 'grundfos',
        isFeatured: true,
        logo: 'demo/brands/grundfos.svg',
        description: 'Насосы из Дании',
        country: 'Дания',
        website: 'https://www.grundfos.com',
      },
    },
    dab: { data: { name: 'DAB', slug: 'dab' } },
    baxi: { data: { name: 'Baxi', slug: 'baxi' } },
    pedrollo: { data: { name: 'Pedrollo', slug: 'pedrollo' } },
    ariston: { data: { name: 'Ariston', slug: 'ariston' } },
  },
  product: {
    grundfosPump: (scenario) =>
      product(scenario, {
        article: 'GR-UPS-25-40',
        name: 'Циркуляционный насос Grundfos UPS 25-40',
        category: 'pumps',
        subcategory: 'circulation',
        brand: 'grundfos',
        currentPrice: '45990',
        lastPrice: '52000',
      }),
    wiloPump: (scenario) =>
      product(scenario, {
        article: 'WL-STAR-25-4',
        name: 'Циркуляционный насос Wilo Star-RS 25/4',
        category: 'pumps',
        subcategory: 'circulation',
        brand: 'wilo',
        currentPrice: '38000',
      }),
    wiloGroup: (scenario) =>
      product(scenario, {
        article: 'WL-GROUP-1',
        name: 'Насосная группа Wilo для котла',
        category: 'boilers',
        subcategory: 'gasBoilers',
        brand: 'wilo',
        currentPrice: '61000',
      }),
    dabStation: (scenario) =>
      product(scenario, {
        article: 'DAB-E-SYBOX',
        name: 'Насосная станция DAB E.sybox',
        category: 'pumps',
        subcategory: 'stations',
        brand: 'dab',
        currentPrice: '350000',
      }),
    baxiBoiler: (scenario) =>
      product(scenario, {
        article: 'BX-ECO-4S-24F',
        name: 'Котёл Baxi ECO-4s 24F',
        category: 'boilers',
        subcategory: 'gasBoilers',
        brand: 'baxi',
        currentPrice: '289000',
        lastPrice: '320000',
      }),
    pedrolloOld: (scenario) =>
      product(scenario, {
        article: 'PD-OLD',
        name: 'Снятый насос Pedrollo',
        category: 'pumps',
        subcategory: 'circulation',
        brand: 'pedrollo',
        currentPrice: '10000',
        lastPrice: '20000',
        isActive: false,
      }),
    noBrand: (scenario) =>
      product(scenario, {
        article: 'NB-1',
        name: 'Фитинг без бренда',
        category: 'pumps',
        currentPrice: '500',
      }),
  },
})
