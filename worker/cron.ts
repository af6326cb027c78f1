export const MINUTE_CRON = "* * * * *";
export const MINUTE_QUERY_BUDGET = 1000;
export const DAILY_QUERY_BUDGET = 1000;
