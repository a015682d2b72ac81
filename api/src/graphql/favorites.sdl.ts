export const schema = gql`
  "A product the shopper keeps (SPEC §3 Favourite)."
  type Favorite {
    id: Int!
    product: Product!
    createdAt: DateTime!
  }

  type FavoritePage {
    count: Int!
    page: Int!
    pageSize: Int!
    results: [Favorite!]!
  }

  type Query {
    "The caller's favourites, newest first."
    myFavorites(page: Int, pageSize: Int): FavoritePage! @requireAuth
  }

  type Mutation {
    "Adds a product by article (or id); adding it again changes nothing."
    addFavorite(product: String!): Favorite! @requireAuth
    "Removes one of the caller's favourites; NOT_FOUND for anyone else's."
    removeFavorite(id: Int!): Boolean! @requireAuth
  }
`
