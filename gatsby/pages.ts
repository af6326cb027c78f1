import path from "node:path";
import type { GatsbyNode } from "gatsby";

interface PolicyPagesQuery {
  allPoliciesJson: { nodes: { id: string; jsonId: string }[] };
}

/** One page per policy in data/policies.json, at /<policy id>/. The template queries its content by node id. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PolicyPagesQuery>(`
    query PolicyPages {
      allPoliciesJson {
        nodes {
          id
          jsonId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load data/policies.json to create the policy pages", result.errors);
    return;
  }
  const template = path.resolve("src/templates/policy-page.tsx");
  for (const policy of result.data.allPoliciesJson.nodes) {
    actions.createPage({ path: `/${policy.jsonId}/`, component: template, context: { id: policy.id } });
  }
};
