import type { Prisma } from '@prisma/client'

export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.ProductImageCreateArgs
  | Prisma.SlideCreateArgs
>({
  category: {
    pumps: { data: { name: 'Насосное оборудование', slug: 'nasosnoe-oborudovanie' } },
  },
  product: {
    pump: (scenario) => ({
      data: {
        article: 'GR-UPS-25-40-180',
        name: 'Циркуляционный насос Grundfos UPS 25-40 180',
        slug: 'grundfos-ups-25-40-180',
        categoryId: scenario.category.pumps.id,
        price: '52000',
        currentPrice: '45990.50',
        lastPrice: '52000',
      },
    }),
    station: (scenario) => ({
      data: {
        article: 'GR-HJ-JPB-5-24',
        name: 'Насосная станция Grundfos Hydrojet JPB 5/24',
        slug: 'grundfos-hydrojet-jpb-5-24',
        categoryId: scenario.category.pumps.id,
        price: '118000',
        currentPrice: '118000',
      },
    }),
    retired: (scenario) => ({
      data: {
        article: 'OLD-1',
        name: 'Снятый с продажи насос',
        slug: 'old-1',
        categoryId: scenario.category.pumps.id,
        price: '1000',
        currentPrice: '1000',
        isActive: false,
      },
    }),
  },
  productImage: {
    pumpSecond: (scenario) => ({
      data: { productId: scenario.product.pump.id, file: 'demo/products/GR-2.svg', position: 2 },
    }),
    pumpFirst: (scenario) => ({
      data: { productId: scenario.product.pump.id, file: 'demo/products/GR-1.svg', position: 1 },
    }),
  },
  slide: {
    carouselSecond: {
      data: {
        kind: 'carousel',
        title: 'Собственное производство',
        image: 'demo/slides/carousel-2.svg',
        link: '/production',
        position: 2,
      },
    },
    carouselFirst: {
      data: {
        kind: 'carousel',
        title: 'Насосное оборудование',
        subtitle: 'В наличии в Атырау',
        image: 'demo/slides/carousel-1.svg',
        link: '/precatalog/Насосное оборудование',
        position: 1,
      },
    },
    carouselHidden: {
      data: {
        kind: 'carousel',
        title: 'Старая акция',
        image: 'demo/slides/old.svg',
        position: 0,
        isActive: false,
      },
    },
    marketing: {
      data: {
        kind: 'marketing',
        title: 'Скидки до 25%',
        image: 'https://cdn.example.kz/slide.png',
        position: 1,
      },
    },
    productPump: (scenario) => ({
      data: {
        kind: 'product',
        title: 'Циркуляционный насос',
        subtitle: 'Хит продаж',
        image: 'demo/products/GR-1.svg',
        link: '/catalog/product/GR-UPS-25-40-180',
        productId: scenario.product.pump.id,
        position: 2,
      },
    }),
    productStation: (scenario) => ({
      data: {
        kind: 'product',
        title: 'Насосная станция',
        image: 'demo/slides/station.svg',
        productId: scenario.product.station.id,
        position: 1,
      },
    }),
    productRetired: (scenario) => ({
      data: {
        kind: 'product',
        title: 'Снятый товар',
        image: 'demo/slides/old.svg',
        productId: scenario.product.retired.id,
        position: 0,
      },
    }),
    productOrphan: {
      data: { kind: 'product', title: 'Товар удалён', image: 'demo/slides/x.svg', position: 0 },
    },
  },
})
