// Job openings: what data/jobs.json may say and how search engines want it.

/** Where the work happens. */
export const WORKPLACES = ["On-site", "Hybrid", "Remote"] as const;

/** The contract, as the careers page shows it. */
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** schema.org / Google JobPosting employmentType values. */
export const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

/** '/careers/travel-consultant/'. */
export function jobPath(slug: string): string {
  return `/careers/${slug}/`;
}
