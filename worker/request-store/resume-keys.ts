// Where job applicants' resumes are kept in R2 (the RESUMES bucket): one
// object per request, named by the request's id, all under one prefix that
// the orphan sweep lists.

/** The prefix every resume's key starts with. */
export const RESUME_KEY_PREFIX = "resumes/";

/** The key of request `requestId`'s resume. */
export const resumeKey = (requestId: string) => `${RESUME_KEY_PREFIX}${requestId}`;
