import type { GatsbyNode } from "gatsby";
import { jsonTypeName, schemaOfDataFile } from "../content/file-schemas";
import { contentFileOf, entryIn } from "../content/localise";
import { LOCALES } from "../content/locales.mjs";

/** The name gatsby-config.ts gives the data/ folder's gatsby-source-filesystem instance. */
export const DATA_SOURCE = "data";

interface FileNode {
  id: string;
  sourceInstanceName?: string;
  relativePath?: string;
  relativeDirectory?: string;
  name?: string;
  extension?: string;
  internal: { type: string };
}

/**
 * Each content file of data/ becomes one node per language: the English
 * entry, and each translation laid over it (content/localise.ts), each with
 * its `lang`. Pages query the language they are in. The node is the file's
 * child, so its pictures' paths resolve beside it. The content check has
 * already refused a file that is not well-formed (gatsby/pre-bootstrap.ts).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}) => {
  const file = node as unknown as FileNode;
  if (file.internal.type !== "File" || file.sourceInstanceName !== DATA_SOURCE || file.extension !== "json") return;
  const relativePath = file.relativePath ?? "";
  const schema = schemaOfDataFile(relativePath);
  if (!schema) return;
  const content = contentFileOf(JSON.parse(await loadNodeContent(node)));
  if ("problem" in content) throw new Error(`data/${relativePath}: ${content.problem}`);
  const type = jsonTypeName(file.relativeDirectory || file.name || relativePath);
  for (const lang of LOCALES) {
    const { id: jsonId, ...fields } = entryIn(schema, content, lang) as Record<string, unknown>;
    // Gatsby owns a node's `id`, so an entry's own id is its `jsonId`.
    const entry = { ...fields, ...(jsonId === undefined ? {} : { jsonId }), lang };
    const child = {
      ...entry,
      id: createNodeId(`${file.id} >>> ${lang}`),
      parent: file.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(entry) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as never });
  }
};
