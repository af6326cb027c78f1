import { lazyDialog } from "../dialog/lazy-dialog";
import type { OpenPosition } from "./open-position";

/** The job application dialog, whose code (and the form library) loads on first use. */
export const useJobApplicationDialog = lazyDialog<OpenPosition>(
  () => import(/* webpackChunkName: "job-application-dialog" */ "./job-application-dialog"),
);
