// Jobs: what data/jobs/<slug>.json may say about where and how a job is done.

/** Where the work happens. */
export const WORKPLACES = ["On-site", "Hybrid", "Remote"] as const;

/**
 * The contract, as the Careers page shows it; the application dialog names
 * each in the page's language (its application messages' employmentTypes).
 */
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
