/**
 * Addresses of shop screens (SPEC §2 "Search" result targets). One place, so
 * that header, search, tiles and sitemap link alike.
 */
export const categoryPath = (categoryName: string) =>
  `/precatalog/${encodeURIComponent(categoryName)}`

export const productPath = (article: string) => `/catalog/product/${encodeURIComponent(article)}`
