// What Decap hands a preview template, and turning it into what the site's
// components take: the entry checked against the build's schema, and images as
// the gatsbyImageData the site's Picture renders (the preview has no image pipeline, so
// one plain source stands in for the sizes and formats a build makes).
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { z } from "zod";
import { describeIssue, formatPath } from "../../../content/editor-messages";

/** A field of the collection's configuration, as Decap hands it over (Immutable.js). */
interface ConfigField {
  get(key: "name"): string;
}

/** The props of a Decap preview template that the previews read. */
export interface PreviewProps {
  entry: { getIn(path: string[]): { toJS(): unknown } | undefined };
  collection: { get(key: "fields"): { find(test: (field: ConfigField) => boolean): ConfigField | undefined } };
  /**
   * The URL Decap serves an image at, from the path the entry stores
   * ('images/trips/spiti.jpg'). Without its field, Decap would look for the
   * picture in the site-wide media folder rather than the field's own.
   */
  getAsset(path: string, field?: ConfigField): { toString(): string } | undefined;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** The entry as the build would read it, or what the build would say about it. */
export function checkEntry<T>(schema: z.ZodType<T>, data: unknown): Checked<T> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) =>
      issue.path.length > 0 ? `${formatPath(issue.path)} ${describeIssue(issue)}` : describeIssue(issue),
    ),
  };
}

/** The entry's fields as the form holds them now. */
export const entryData = (props: PreviewProps): unknown => props.entry.getIn(["data"])?.toJS() ?? {};

/** The URL of the picture a top-level field of the entry names. */
export function imageUrl(props: PreviewProps, fieldName: string, path: string): string {
  const field = props.collection.get("fields").find((candidate) => candidate.get("name") === fieldName);
  return String(props.getAsset(path, field) ?? "");
}

/** An image the site's components render (src/components/ui/picture.tsx), from one URL and the shape the page gives it. */
export function previewImage(src: string, aspectRatio: number): { gatsbyImageData: IGatsbyImageData } {
  return {
    gatsbyImageData: {
      layout: "fullWidth",
      width: 1,
      height: 1 / aspectRatio,
      images: { fallback: { src } },
    },
  };
}
