export const schema = gql`
  "A kind of completed object («Жилые комплексы», «Частные дома», …)."
  type ObjectType {
    id: Int!
    "The name in the request's language (Kazakh where written)."
    name: String!
    "The language name is in."
    nameLang: TextLang!
    slug: String!
    position: Int!
  }

  "A completed installation shown under «Объекты» (SPEC §2 /objects)."
  type Project {
    id: Int!
    "The title in the request's language (Kazakh where written)."
    title: String!
    "The language title is in."
    titleLang: TextLang!
    slug: String!
    type: ObjectType!
    "The city of the object."
    location: String!
    "The description in the request's language (Kazakh where written)."
    description: String!
    "The language description is in."
    descriptionLang: TextLang!
    client: String
    year: Int
    "Public addresses of the pictures."
    images: [String!]!
    "Public address of the first picture, or null."
    image: String
    position: Int!
    createdAt: DateTime!
  }

  type ProjectPage {
    count: Int!
    page: Int!
    pageSize: Int!
    results: [Project!]!
  }

  type Query {
    "Kinds of objects in display order; the same as GET /api/v1/objects/object-type/."
    objectTypes: [ObjectType!]! @skipAuth
    "Objects filtered by type (name, slug or id) and city; the same rules as GET /api/v1/objects/."
    projects(type: String, location: String, page: Int, pageSize: Int): ProjectPage! @skipAuth
    "One object; NOT_FOUND when there is none (GET /api/v1/objects/{id}/)."
    project(id: Int!): Project! @skipAuth
  }
`
