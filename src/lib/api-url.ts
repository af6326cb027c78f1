// The address of one of the intake API's paths (API_PATHS in content/routes.mjs).
// The build replaces process.env.API_ORIGIN (hosting/api-origin.mjs, through
// gatsby/webpack.ts): empty when the Worker serves the pages too, so the path
// stays relative and same-origin.
export const apiUrl = (path: string): string => `${process.env.API_ORIGIN ?? ""}${path}`;
