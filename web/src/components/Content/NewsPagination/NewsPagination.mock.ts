// The second of two pages of the demo news (14 items, 9 a page).
export const standard = () => ({ page: 2, pageCount: 2 })
