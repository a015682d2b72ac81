// Cards of products a shopper has looked at, newest first, as the api gives them to the viewer
// (the browser keeps only their articles).
import type { ProductCardData } from 'src/components/ProductCard/ProductCard'
import { productCard } from 'src/components/ProductCard/ProductCard.mock'

const viewed = (
  id: number,
  article: string,
  name: string,
  currentPrice: number,
  lastPrice: number | null = null,
  image: string | null = '/images/placeholder-product.svg'
): ProductCardData =>
  productCard({
    id,
    article,
    name,
    currentPrice,
    lastPrice,
    images: image ? [{ __typename: 'ProductImage', file: image, alt: '' }] : [],
  })

/** Twelve visits in the order they happened (the oldest first). */
export const visits = (): ProductCardData[] => [
  viewed(1, 'GR-UPS-25-40', 'Насос циркуляционный Grundfos UPS 25-40 180', 48500, 54000),
  viewed(2, 'WL-STAR-25-6', 'Насос циркуляционный Wilo Star-RS 25/6', 39900),
  viewed(3, 'DAB-VA-55', 'Насос циркуляционный DAB VA 55/180', 0, null, null),
  viewed(4, 'GR-HJ-JPB-5-24', 'Насосная станция Grundfos Hydrojet JPB 5/24', 189000, 210000),
  viewed(5, 'BX-ECO-4S-24F', 'Котёл газовый Baxi ECO-4s 24F', 412000),
  viewed(6, 'VT-AF-15', 'Фильтр сетчатый Valtec 1/2"', 2900),
  viewed(7, 'GH-ES-33265003', 'Смеситель для раковины Grohe Eurosmart', 38900, 45900),
  viewed(8, 'PR-SKAT-12', 'Котёл электрический Protherm Скат 12 кВт', 265000),
  viewed(9, 'RF-VT-24', 'Бак расширительный Reflex NG 24 л', 21500),
  viewed(10, 'DZ-JAMBO-70', 'Насосная станция Джилекс Джамбо 70/50 Н-24', 87000, 99000),
  viewed(11, 'VT-VR-20', 'Кран шаровой Valtec Base 3/4"', 3400),
  viewed(12, 'AQ-TANK-1000', 'Ёмкость пластиковая Акватек 1000 л', -1, null, null),
]

/** What the product page shows after a few visits (newest first). */
export const standard = (): ProductCardData[] => visits().slice(0, 5).reverse()
