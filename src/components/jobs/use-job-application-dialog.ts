import { lazyDialog } from "../dialog/lazy-dialog";
import type { ApplicationSubject } from "./application-subject";

/** The job application dialog, whose code (and the form library) loads on first use. */
export const useJobApplicationDialog = lazyDialog<ApplicationSubject>(
  () => import(/* webpackChunkName: "job-application-dialog" */ "./job-application-dialog"),
);
