/** The console's enumerations and patterns, free of zod so pages can use them without its weight. */

export const UNIT_TYPES = ['COMPAN', 'HOTEL', 'OTA', 'TRAVEL', 'SUPPLI', 'DISTRI', 'ALLIAN'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const UNIT_KINDS = ['GROUP', 'HOTEL', 'STORE', 'SUPPLIER', 'AGREEMENT', 'ALLIANCE'] as const;
export const STATUSES = ['ENABLED', 'DISABLED'] as const;

/** Unit codes are typed on the login screen: letters, digits, underscore and hyphen. */
export const UNIT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** User code (console.md section 5): letters, digits, underscore and hyphen, no symbol at start or end. */
export const USER_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;
export const USER_CODE_MAX = 30;
/** Mobile: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;
/** ID card: 15 digits, 18 digits, or 17 digits plus a digit or X. */
export const ID_CARD_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;
/** Department, role and similar codes. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Resource codes: letters, digits and underscore, up to 60. */
export const RESOURCE_CODE_PATTERN = /^[A-Za-z0-9_]+$/;
/** Imported PMS codes: letters, digits and underscore, up to 30. */
export const PMS_CODE_PATTERN = /^[A-Za-z0-9_]+$/;

export const USER_TYPES = ['SUPER_ADMIN', 'OPS_ADMIN', 'APP_ADMIN', 'UNIT_ADMIN', 'ORDINARY'] as const;
export const SEXES = ['MALE', 'FEMALE'] as const;

export const RESOURCE_KINDS = ['MENU', 'BUTTON', 'REPORT'] as const;
export const WIN_TYPES = ['ROUTE', 'CURRENTPAGE', 'ALERT', 'NEWPAGE', 'NEWBLANK'] as const;
export const RESOURCE_LIMITS = { sortMax: 120, codeMax: 60, nameMax: 30, permissionMax: 100, levelMax: 6 } as const;

export const NAV_MODES = ['TRADITIONAL', 'DUAL'] as const;
export const EXECUTORS = ['AUTO', 'MANUAL'] as const;
export const TASK_STATES = ['NOT_STARTED', 'PROCESSING', 'COMPLETE', 'UNKNOWN'] as const;
export const ROLE_GROUP_DESCRIPT_MAX = 60;
