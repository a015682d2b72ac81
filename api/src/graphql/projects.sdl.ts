export const schema = gql`
  "A kind of completed object («Жилые комплексы», «Частные дома», …)."
  type ObjectType {
    id: Int!
    name: String!
    slug: String!
    position: Int!
  }

  "A completed installation shown under «Объекты» (SPEC §2 /objects)."
  type Project {
    id: Int!
    title: String!
    slug: String!
    type: ObjectType!
    "The city of the object."
    location: String!
    description: String!
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
