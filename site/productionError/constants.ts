/** The id of the JSON script holding the code → message table on the production-error page. */
export const ERROR_CODES_ID = 'production-error-codes';
