export const schema = gql`
  "A video of the company channel."
  type Video {
    id: Int!
    "The title in the request's language (Kazakh where written)."
    title: String!
    "The language title is in."
    titleLang: TextLang!
    "Address of the video on the video site."
    url: String!
    "Public address of the preview picture, or null."
    preview: String
    position: Int!
  }

  type Query {
    "Videos in display order; the same as GET /api/v1/video/."
    videos: [Video!]! @skipAuth
  }
`
