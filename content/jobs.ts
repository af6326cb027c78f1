// Jobs: what data/jobs/<slug>.json may say about where and how a job is done.
// Pages show each value in their language: the careers messages hold a word
// for each, under its value (careers.employmentTypes["Full-time"], careers.workplaces["On-site"]).

/** Where the work happens. */
export const WORKPLACES = ["On-site", "Hybrid", "Remote"] as const;

export type Workplace = (typeof WORKPLACES)[number];

/**
 * The contract, as the Careers page shows it; the application dialog names
 * each in the page's language (its application messages' employmentTypes).
 */
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
