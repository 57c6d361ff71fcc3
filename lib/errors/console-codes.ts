/**
 * Codes of the console's refusals (docs/decisions/005-error-codes.md numbering: the first three
 * digits are the HTTP status). Spread into ErrorCode and httpStatusOf by codes.ts.
 */
export const ConsoleErrorCode = {
  /** 'unit cannot be empty' (console.md section 5). */
  UNIT_REQUIRED: 40001,
  /** 'The passwords entered are inconsistent' (console.md section 8). */
  PASSWORD_MISMATCH: 40002,
  /** Imported PMS codes that clash with each other or with existing accounts. */
  PMS_CODE_CONFLICT: 40003,
  /** A resource whose kind and level need a permission has none. */
  RESOURCE_PERMISSION_REQUIRED: 40020,
  /** A secondary node with a permission cannot take children. */
  RESOURCE_NO_CHILDREN: 40021,
  /** A primary menu needs submenus or an address. */
  RESOURCE_PRIMARY_EMPTY: 40022,
  /** A menu needs a title. */
  RESOURCE_TITLE_REQUIRED: 40023,
  /** Resource levels are one to six, one below the parent. */
  RESOURCE_LEVEL: 40024,
  /** A WeChat binding needs the user's mobile number. */
  MOBILE_REQUIRED: 40025,
  /** The OAuth2 answer (state, code) is not one this server started. */
  OAUTH_STATE_INVALID: 40026,
  /** An uploaded workbook (user import) with more zip entries than accepted (docs/decisions/093). */
  IMPORT_TOO_MANY_PARTS: 40040,
  /** An uploaded workbook that unpacks to more than the limit. */
  IMPORT_EXPANDS_TOO_MUCH: 40041,
  /** An uploaded workbook compressed far beyond what a spreadsheet reaches (a deflate bomb). */
  IMPORT_COMPRESSION_RATIO: 40042,
  /** A sheet with more data rows than one import takes (IMPORT_MAX_ROWS). */
  IMPORT_TOO_MANY_ROWS: 40043,
  /** A sheet with data beyond the last column read. */
  IMPORT_TOO_MANY_COLUMNS: 40044,
  /** A cell longer than the limit. */
  IMPORT_CELL_TOO_LONG: 40045,
  /** Reading the workbook took longer than its time limit. */
  IMPORT_READ_TOO_SLOW: 40046,
  /** Reading the workbook needed more memory than its worker has. */
  IMPORT_READ_TOO_BIG: 40047,
  /** Nobody can grant a role, a menu or a user type above their own. */
  GRANT_ABOVE_OWN: 40304,
  /** The root "all departments" cannot be edited, deleted or given roles. */
  ROOT_DEPARTMENT: 40305,
  /** 'User cose already exists' (console.md section 8). */
  USER_CODE_EXISTS: 40901,
  /** Another record already has this code. */
  CODE_EXISTS: 40902,
  /** Still used by other records (children, users, grants): not deleted. */
  IN_USE: 40903,
  /** The task is not in a state that allows the action. */
  TASK_STATE: 40904,
  /** An import into the same unit is still running. */
  IMPORT_IN_PROGRESS: 40905,
  /** An uploaded style file larger than the limit. */
  FILE_TOO_LARGE: 41301,
  /** An uploaded style file of a type not on the allow-list (images, fonts, stylesheets). */
  FILE_TYPE_REFUSED: 41500,
  /** 'failed to init department' (console.md section 8). */
  DEPT_INIT_FAILED: 50010,
  /** 'replication failed' (console.md section 8). */
  COPY_FAILED: 50011,
  /** 'failed to get auth': the OAuth2 provider did not answer as expected. */
  AUTH_FAILED: 50012,
  /** The OAuth2 provider was not called or gave no answer (a blocked address, a timeout...): the short reason goes along. */
  AUTH_PROVIDER_UNREACHABLE: 50013,
} as const;

export const consoleHttpStatus: Record<(typeof ConsoleErrorCode)[keyof typeof ConsoleErrorCode], number> = {
  40001: 400,
  40002: 400,
  40003: 400,
  40020: 400,
  40021: 400,
  40022: 400,
  40023: 400,
  40024: 400,
  40025: 400,
  40026: 400,
  40040: 400,
  40041: 400,
  40042: 400,
  40043: 400,
  40044: 400,
  40045: 400,
  40046: 400,
  40047: 400,
  40304: 403,
  40305: 403,
  40901: 409,
  40902: 409,
  40903: 409,
  40904: 409,
  40905: 409,
  41301: 413,
  41500: 415,
  50010: 500,
  50011: 500,
  50012: 502,
  50013: 502,
};
