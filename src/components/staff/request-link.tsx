import type * as React from "react";
import { Link } from "gatsby";
import { deskPathOf } from "./desk-location";
import { useMay } from "./desk-self";

/**
 * A request named on another view (a manifest, the access log), linked to its detail for someone who
 * may read requests; for anyone else (a trip lead) the same words, as plain text.
 */
export function RequestLink({ id, children }: { id: string; children: React.ReactNode }) {
  const mayRead = useMay("requests.read");
  return mayRead ? <Link to={deskPathOf({ view: "request", id })}>{children}</Link> : <>{children}</>;
}
