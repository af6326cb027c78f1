import { graphql } from "gatsby";
import { lazyDialog } from "../dialog/lazy-dialog";
import type { ApplicationSubject } from "./application-subject";

/** The job application dialog, whose code (and the form library) loads on first use. */
export const useJobApplicationDialog = lazyDialog<ApplicationSubject>(
  () => import(/* webpackChunkName: "job-application-dialog" */ "./job-application-dialog"),
);

/**
 * The application dialog's words, which every page that opens it asks for
 * (`messages(lang: $lang) { ...JobApplicationDialogMessages }`): they come with
 * the page's data in its language, never in the dialog's code.
 */
export const jobApplicationDialogMessagesFragment = graphql`
  fragment JobApplicationDialogMessages on SiteMessages {
    dialog
    forms
    formRules
    application
    careers
  }
`;
