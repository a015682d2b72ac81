/** The Kaspi.kz screen as its query and its save answer it. */
export const KASPI_SCREEN_FIELDS = gql`
  fragment AdminKaspiScreenFields on AdminKaspiScreen {
    merchantId
    company
    token
    listing
    categoryIds
    brandIds
    shops {
      shopId
      name
      city
      kaspiStoreId
      katoCode
    }
    sectionChoices {
      id
      name
    }
    brandChoices {
      id
      name
    }
    feedPath
    listed
    leftOut {
      reason
      label
      count
    }
    problems
  }
`
