// gatsby/graphql-schema.graphql is the GraphQL schema the build declares,
// committed so a reader sees every type and field the pages can query without
// running a build. It is written from the content schemas; this test fails
// when it falls behind them, and `npm run graphql-schema` rewrites it.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { graphqlTypeDefs } from "../../gatsby/graphql-schema";

const FILE = path.resolve(__dirname, "../../gatsby/graphql-schema.graphql");
const HEADER =
  "# The GraphQL types the build declares (gatsby/graphql-schema.ts), written from the\n" +
  "# content schemas in content/file-schemas.ts. Do not edit: `npm run graphql-schema` rewrites it.\n\n";

it("gatsby/graphql-schema.graphql is the schema the build declares", () => {
  const current = HEADER + graphqlTypeDefs();
  if (process.env.WRITE_GRAPHQL_SCHEMA === "true") writeFileSync(FILE, current);
  expect(readFileSync(FILE, "utf8")).toBe(current);
});
