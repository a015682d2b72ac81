import { adminProduct } from 'src/services/adminCatalog/adminCatalog'

/**
 * The back office's product edit form as the screen fills it from
 * `adminProduct` (tests of the save): what a save sends unchanged, to which
 * a test adds its change. `typePrices` only when asked: left out, the save
 * keeps the stored prices by type.
 */
export async function adminProductForm(id: number, { typePrices = false } = {}) {
  const view = await adminProduct({ id })
  return {
    id: view.id,
    updatedAt: view.updatedAt.toISOString(),
    article: view.article,
    name: view.name,
    description: view.description,
    nameKk: view.nameKk,
    descriptionKk: view.descriptionKk,
    price: view.price,
    oldPrice: view.oldPrice,
    isActive: view.isActive,
    isPopular: view.isPopular,
    isNew: view.isNew,
    onKaspi: view.onKaspi,
    kaspiSku: view.kaspiSku ?? '',
    categoryId: view.categoryId,
    subcategoryId: view.subcategoryId,
    brandId: view.brandId,
    attributes: view.attributes,
    stock: view.stock.map(({ shopId, count }) => ({ shopId, count })),
    ...(typePrices ? { typePrices: view.typePrices } : {}),
  }
}
