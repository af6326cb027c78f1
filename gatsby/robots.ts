import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";

/** robots.txt for a site whose URL is `siteUrl`: everything may be crawled; here is the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
}

/** Writes public/robots.txt from siteMetadata.siteUrl, so the sitemap's address follows SITE_URL. */
export async function writeRobotsTxt({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">): Promise<void> {
  const result = await graphql<{ siteMetadata: { siteUrl: string } }>(`
    {
      siteMetadata {
        siteUrl
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("robots.txt: could not read siteMetadata.siteUrl from gatsby-config.ts", result.errors);
    return;
  }
  const { siteUrl } = result.data.siteMetadata;
  await writeFile(path.join("public", "robots.txt"), robotsTxt(siteUrl));
}
