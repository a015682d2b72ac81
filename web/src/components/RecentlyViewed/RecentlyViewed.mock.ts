// Cards of products a shopper has looked at, newest first, as the api gives them to the viewer
// (the browser keeps only their articles).
import type { ViewedProduct } from '@domain/recentlyViewed'

const viewed = (
  article: string,
  name: string,
  price: number,
  lastPrice: number | null = null,
  image: string | null = '/images/placeholder-product.svg'
): ViewedProduct => ({ article, name, image, price, lastPrice })

/** Twelve visits in the order they happened (the oldest first). */
export const visits = (): ViewedProduct[] => [
  viewed('GR-UPS-25-40', 'Насос циркуляционный Grundfos UPS 25-40 180', 48500, 54000),
  viewed('WL-STAR-25-6', 'Насос циркуляционный Wilo Star-RS 25/6', 39900),
  viewed('DAB-VA-55', 'Насос циркуляционный DAB VA 55/180', 0, null, null),
  viewed('GR-HJ-JPB-5-24', 'Насосная станция Grundfos Hydrojet JPB 5/24', 189000, 210000),
  viewed('BX-ECO-4S-24F', 'Котёл газовый Baxi ECO-4s 24F', 412000),
  viewed('VT-AF-15', 'Фильтр сетчатый Valtec 1/2"', 2900),
  viewed('GH-ES-33265003', 'Смеситель для раковины Grohe Eurosmart', 38900, 45900),
  viewed('PR-SKAT-12', 'Котёл электрический Protherm Скат 12 кВт', 265000),
  viewed('RF-VT-24', 'Бак расширительный Reflex NG 24 л', 21500),
  viewed('DZ-JAMBO-70', 'Насосная станция Джилекс Джамбо 70/50 Н-24', 87000, 99000),
  viewed('VT-VR-20', 'Кран шаровой Valtec Base 3/4"', 3400),
  viewed('AQ-TANK-1000', 'Ёмкость пластиковая Акватек 1000 л', -1, null, null),
]

/** What the product page shows after a few visits (newest first). */
export const standard = (): ViewedProduct[] => visits().slice(0, 5).reverse()
