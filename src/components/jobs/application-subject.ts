// What the application dialog is opened for. It is the contract between the
// pages that open the dialog and the dialog's own file, which loads only on
// first use, so it lives apart from both.

/** What the application dialog shows about the job. */
export type ApplicationSubject = Pick<Queries.JobCardFragment, "slug" | "title" | "type" | "location">;
