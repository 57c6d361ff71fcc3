-- CreateTable
CREATE TABLE "Application" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "name" TEXT,
    "descript" TEXT NOT NULL,
    "remark" TEXT,
    "thirdParty" BOOLEAN NOT NULL DEFAULT false,
    "type" TEXT,
    "href" TEXT,
    "navMode" TEXT NOT NULL DEFAULT 'TRADITIONAL',
    "authEnabled" BOOLEAN NOT NULL DEFAULT false,
    "authCode" TEXT,
    "mobile" BOOLEAN NOT NULL DEFAULT false,
    "exitApi" TEXT,
    "sso" BOOLEAN NOT NULL DEFAULT false,
    "icon" TEXT,
    "iconColor" TEXT,
    "logo" TEXT,
    "sLogo" TEXT,
    "img" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);

-- CreateTable
CREATE TABLE "ApplicationStep" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "appId" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "executor" TEXT NOT NULL DEFAULT 'MANUAL',
    "url" TEXT,
    "config" TEXT,
    "remark" TEXT,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ApplicationStep_appId_fkey" FOREIGN KEY ("appId") REFERENCES "Application" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UnitApplication" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "appId" INTEGER NOT NULL,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "isAgentAdmin" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "openedAt" DATETIME,
    "openedBy" TEXT,
    "expiresAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UnitApplication_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UnitApplication_appId_fkey" FOREIGN KEY ("appId") REFERENCES "Application" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OpeningTask" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "appId" INTEGER NOT NULL,
    "stepId" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'NOT_STARTED',
    "executor" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "transferredTo" TEXT,
    "halted" BOOLEAN NOT NULL DEFAULT false,
    "lastError" TEXT,
    "startedAt" DATETIME,
    "completedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "OpeningTask_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OpeningTask_appId_fkey" FOREIGN KEY ("appId") REFERENCES "Application" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OpeningTask_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "ApplicationStep" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OpeningTaskLog" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "taskId" INTEGER NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT NOT NULL,
    "fromState" TEXT,
    "toState" TEXT,
    "actorCode" TEXT,
    "message" TEXT,
    CONSTRAINT "OpeningTaskLog_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "OpeningTask" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MacroConfig" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "appId" INTEGER NOT NULL,
    "macroCode" TEXT NOT NULL,
    "config" TEXT NOT NULL,
    "type" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "state" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "MacroConfig_appId_fkey" FOREIGN KEY ("appId") REFERENCES "Application" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DomainSetting" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "host" TEXT NOT NULL,
    "unitId" INTEGER,
    "orgCode" TEXT,
    "appCode" TEXT,
    "logoUrl" TEXT,
    "backgroundUrl" TEXT,
    "copyRight" TEXT,
    "loginPage" TEXT,
    "title" TEXT,
    "frontProps" TEXT,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "DomainSetting_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Logo" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER,
    "userId" INTEGER,
    "code" TEXT NOT NULL,
    "descript" TEXT,
    "imageUrl" TEXT,
    "iconUrl" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Logo_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Logo_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UploadedFile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerUserId" INTEGER,
    "unitId" INTEGER,
    "purpose" TEXT NOT NULL DEFAULT 'OTHER',
    "fileName" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BLOB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UploadedFile_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "UploadedFile_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HotelInfo" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "starOptionId" INTEGER,
    "countryId" INTEGER,
    "provinceId" INTEGER,
    "cityId" INTEGER,
    "lng" REAL,
    "lat" REAL,
    "richInfo" TEXT,
    "address" TEXT,
    "phone" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "HotelInfo_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "HotelInfo_starOptionId_fkey" FOREIGN KEY ("starOptionId") REFERENCES "HotelStarOption" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "HotelInfo_countryId_fkey" FOREIGN KEY ("countryId") REFERENCES "Country" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "HotelInfo_provinceId_fkey" FOREIGN KEY ("provinceId") REFERENCES "Province" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "HotelInfo_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HotelFacility" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "hotelInfoId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT,
    "remark" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "HotelFacility_hotelInfoId_fkey" FOREIGN KEY ("hotelInfoId") REFERENCES "HotelInfo" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HotelPosition" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "hotelInfoId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'OTHER',
    "distance" REAL,
    "lng" REAL,
    "lat" REAL,
    "remark" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "HotelPosition_hotelInfoId_fkey" FOREIGN KEY ("hotelInfoId") REFERENCES "HotelInfo" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HotelStarOption" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameEn" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "Country" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameEn" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "Province" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "countryId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameEn" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Province_countryId_fkey" FOREIGN KEY ("countryId") REFERENCES "Country" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "City" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "provinceId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameEn" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "City_provinceId_fkey" FOREIGN KEY ("provinceId") REFERENCES "Province" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Translation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "appCode" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "group" TEXT,
    "code" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "page" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);

-- CreateTable
CREATE TABLE "LoginLog" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unitId" INTEGER,
    "unitCode" TEXT NOT NULL,
    "userId" INTEGER,
    "userCode" TEXT NOT NULL,
    "userName" TEXT,
    "appCode" TEXT,
    "method" TEXT,
    "result" TEXT NOT NULL,
    "reason" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "location" TEXT,
    "sessionId" TEXT,
    CONSTRAINT "LoginLog_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "LoginLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "LoginLog_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorUserId" INTEGER,
    "actorCode" TEXT NOT NULL,
    "actorName" TEXT,
    "unitId" INTEGER,
    "appCode" TEXT,
    "action" TEXT NOT NULL,
    "objectType" TEXT NOT NULL,
    "objectId" TEXT,
    "detail" TEXT,
    "ip" TEXT,
    CONSTRAINT "AuditLog_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "AuditLog_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OperationLog" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorUserId" INTEGER,
    "actorCode" TEXT NOT NULL,
    "unitId" INTEGER,
    "appCode" TEXT,
    "treeType" TEXT NOT NULL,
    "roleId" INTEGER,
    "resourceId" INTEGER,
    "action" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT,
    "ip" TEXT,
    CONSTRAINT "OperationLog_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "OperationLog_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "OperationLog_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "OperationLog_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES "Resource" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Message" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "messageTitle" TEXT NOT NULL,
    "messageText" TEXT NOT NULL,
    "messageLevel" TEXT NOT NULL DEFAULT 'INFO',
    "messageType" TEXT NOT NULL DEFAULT 'PRIVATE',
    "srcUserId" INTEGER,
    "srcUserCode" TEXT,
    "srcUserName" TEXT,
    "srcOrgName" TEXT,
    "targetAppCode" TEXT,
    "targetUnitId" INTEGER,
    "publishDate" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "isShow" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "Message_srcUserId_fkey" FOREIGN KEY ("srcUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Message_targetUnitId_fkey" FOREIGN KEY ("targetUnitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MessageRecipient" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "messageId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "messageType" TEXT NOT NULL,
    "publishDate" DATETIME NOT NULL,
    "readState" BOOLEAN NOT NULL DEFAULT false,
    "readAt" DATETIME,
    "notified" BOOLEAN NOT NULL DEFAULT false,
    "notifiedAt" DATETIME,
    "postponedUntil" DATETIME,
    "closedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MessageRecipient_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MessageRecipient_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RemindTone" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER,
    "toneUrl" TEXT NOT NULL,
    "repeatTimes" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "RemindTone_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Unit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "uuid" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "shortName" TEXT,
    "type" TEXT NOT NULL,
    "kind" TEXT,
    "parentId" INTEGER,
    "logo" TEXT,
    "theme" TEXT,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "address" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "contactName" TEXT,
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "Unit_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Unit" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Department" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "isRoot" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "Department_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Department_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Department" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PmsUserMapping" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "pmsHotelCode" TEXT NOT NULL,
    "pmsUserCode" TEXT NOT NULL,
    "pmsUserName" TEXT,
    "pmsDeptCode" TEXT,
    "userId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "PmsUserMapping_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PmsUserMapping_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReportCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "appId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ReportCategory_appId_fkey" FOREIGN KEY ("appId") REFERENCES "Application" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "ReportCategory_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "ReportCategory" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReportCollection" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "resourceId" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReportCollection_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReportCollection_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES "Resource" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Resource" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "appId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'MENU',
    "level" INTEGER NOT NULL DEFAULT 1,
    "parentId" INTEGER,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "title" TEXT,
    "cascade" BOOLEAN NOT NULL DEFAULT false,
    "type" TEXT,
    "winType" TEXT NOT NULL DEFAULT 'CURRENTPAGE',
    "stretch" BOOLEAN NOT NULL DEFAULT false,
    "tiled" BOOLEAN NOT NULL DEFAULT false,
    "permission" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "mobileVisible" BOOLEAN NOT NULL DEFAULT false,
    "groupName" TEXT,
    "address" TEXT,
    "icon" TEXT,
    "tip" TEXT,
    "ownerUnitId" INTEGER,
    "reportCategoryId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "Resource_appId_fkey" FOREIGN KEY ("appId") REFERENCES "Application" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Resource_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Resource" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Resource_ownerUnitId_fkey" FOREIGN KEY ("ownerUnitId") REFERENCES "Unit" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Resource_reportCategoryId_fkey" FOREIGN KEY ("reportCategoryId") REFERENCES "ReportCategory" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CanaryMenuConfig" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "resourceId" INTEGER NOT NULL,
    "unitId" INTEGER,
    "address" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "CanaryMenuConfig_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES "Resource" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CanaryMenuConfig_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RoleResource" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "roleId" INTEGER NOT NULL,
    "resourceId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "RoleResource_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RoleResource_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES "Resource" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserResource" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "resourceId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserResource_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserResource_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES "Resource" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OperationObject" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "appId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "OperationObject_appId_fkey" FOREIGN KEY ("appId") REFERENCES "Application" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "OperationObject_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "OperationObject" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RoleOperation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "roleId" INTEGER NOT NULL,
    "operationId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "RoleOperation_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RoleOperation_operationId_fkey" FOREIGN KEY ("operationId") REFERENCES "OperationObject" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserOperation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "operationId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserOperation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserOperation_operationId_fkey" FOREIGN KEY ("operationId") REFERENCES "OperationObject" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RoleGroup" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "code" TEXT,
    "descript" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "RoleGroup_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Role" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "uuid" TEXT NOT NULL,
    "unitId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "descript" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "isTemplate" BOOLEAN NOT NULL DEFAULT false,
    "appId" INTEGER,
    "groupId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "Role_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Role_appId_fkey" FOREIGN KEY ("appId") REFERENCES "Application" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Role_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "RoleGroup" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RoleDispatch" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "roleId" INTEGER NOT NULL,
    "unitId" INTEGER NOT NULL,
    "dispatchedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatchedBy" TEXT,
    CONSTRAINT "RoleDispatch_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RoleDispatch_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DepartmentRole" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "deptId" INTEGER NOT NULL,
    "roleId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "DepartmentRole_deptId_fkey" FOREIGN KEY ("deptId") REFERENCES "Department" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DepartmentRole_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserRole" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "roleId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserRole_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserRole_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserRoleGroup" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserRoleGroup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserRoleGroup_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "RoleGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ManagedTag" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "descript" TEXT,
    "type" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ManagedTag_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserManagedTag" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserManagedTag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserManagedTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "ManagedTag" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RoleManagedTag" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "roleId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "RoleManagedTag_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RoleManagedTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "ManagedTag" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DataAuthGroup" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "appCode" TEXT,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "remark" TEXT,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "DataAuthGroup_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DataAuthContent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "groupId" INTEGER NOT NULL,
    "contentType" TEXT NOT NULL,
    "contentCode" TEXT NOT NULL,
    "contentName" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DataAuthContent_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "DataAuthGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserDataAuthGroup" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserDataAuthGroup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserDataAuthGroup_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "DataAuthGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Zone" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Zone_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Company" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "zoneId" INTEGER,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Company_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Company_zoneId_fkey" FOREIGN KEY ("zoneId") REFERENCES "Zone" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Supplier" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "supplierUnitId" INTEGER,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Supplier_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Supplier_supplierUnitId_fkey" FOREIGN KEY ("supplierUnitId") REFERENCES "Unit" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserZone" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "zoneId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserZone_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserZone_zoneId_fkey" FOREIGN KEY ("zoneId") REFERENCES "Zone" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserCompany" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserCompany_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserCompany_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserSupplier" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "supplierId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserSupplier_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserSupplier_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LoginSecuritySetting" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "globalSwitch" BOOLEAN NOT NULL DEFAULT false,
    "ipWhiteEnabled" BOOLEAN NOT NULL DEFAULT false,
    "lockEnabled" BOOLEAN NOT NULL DEFAULT false,
    "lockMaxFailures" INTEGER NOT NULL DEFAULT 5,
    "lockWindowMinutes" INTEGER NOT NULL DEFAULT 30,
    "lockDurationMinutes" INTEGER NOT NULL DEFAULT 0,
    "screenLockEnabled" BOOLEAN NOT NULL DEFAULT false,
    "screenLockIdleMinutes" INTEGER NOT NULL DEFAULT 30,
    "mobileValidationEnabled" BOOLEAN NOT NULL DEFAULT false,
    "overwriteEnabled" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "LoginSecuritySetting_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "IpWhiteGroup" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "ipRanges" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "IpWhiteGroup_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "IpWhiteGroupMember" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "groupId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "IpWhiteGroupMember_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "IpWhiteGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "IpWhiteGroupMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LoginExemptUser" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "LoginExemptUser_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LoginExemptUser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LoginLimit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER NOT NULL,
    "userId" INTEGER,
    "type" TEXT NOT NULL DEFAULT 'ALLOW',
    "startTime" TEXT,
    "endTime" TEXT,
    "weekdays" TEXT,
    "ipRanges" TEXT,
    "validFrom" DATETIME,
    "validTo" DATETIME,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "LoginLimit_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LoginLimit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "familyId" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'APP',
    "userId" INTEGER NOT NULL,
    "unitId" INTEGER NOT NULL,
    "appCode" TEXT,
    "method" TEXT,
    "host" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "location" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "revokeReason" TEXT,
    "overwrittenBySessionId" TEXT,
    CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Session_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Session_overwrittenBySessionId_fkey" FOREIGN KEY ("overwrittenBySessionId") REFERENCES "Session" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VerificationCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "purpose" TEXT NOT NULL,
    "userId" INTEGER,
    "target" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip" TEXT,
    CONSTRAINT "VerificationCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "channel" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT,
    "bodyText" TEXT NOT NULL,
    "bodyHtml" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME
);

-- CreateTable
CREATE TABLE "SystemOption" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitId" INTEGER,
    "appCode" TEXT,
    "code" TEXT NOT NULL,
    "name" TEXT,
    "value" TEXT,
    "remark" TEXT,
    "halt" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "SystemOption_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DictionaryEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "appCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "value" TEXT,
    "descript" TEXT,
    "isHalt" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT
);

-- CreateTable
CREATE TABLE "User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sex" TEXT,
    "birthday" DATETIME,
    "mobile" TEXT,
    "email" TEXT,
    "emailVerifiedAt" DATETIME,
    "idCard" TEXT,
    "address" TEXT,
    "passwordHash" TEXT NOT NULL,
    "passwordChangedAt" DATETIME,
    "type" TEXT NOT NULL DEFAULT 'ORDINARY',
    "unitId" INTEGER NOT NULL,
    "deptId" INTEGER,
    "useDeptRole" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "locked" BOOLEAN NOT NULL DEFAULT false,
    "lockedAt" DATETIME,
    "lockedReason" TEXT,
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "lastFailedAt" DATETIME,
    "supplierId" INTEGER,
    "agreementUnitId" INTEGER,
    "expiresAt" DATETIME,
    "pmsAccount" TEXT,
    "wechatBound" BOOLEAN NOT NULL DEFAULT false,
    "firstLogin" BOOLEAN NOT NULL DEFAULT true,
    "passwordChangeRequired" BOOLEAN NOT NULL DEFAULT false,
    "isBackdoor" BOOLEAN NOT NULL DEFAULT false,
    "canUseBackdoor" BOOLEAN NOT NULL DEFAULT false,
    "receiveMessage" BOOLEAN NOT NULL DEFAULT true,
    "isCloudOperator" BOOLEAN NOT NULL DEFAULT false,
    "lastLoginAt" DATETIME,
    "lastLoginIp" TEXT,
    "remark" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    "updatedAt" DATETIME NOT NULL,
    "updatedBy" TEXT,
    CONSTRAINT "User_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "User_deptId_fkey" FOREIGN KEY ("deptId") REFERENCES "Department" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "User_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "User_agreementUnitId_fkey" FOREIGN KEY ("agreementUnitId") REFERENCES "Unit" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserUnitAccess" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "unitId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT,
    CONSTRAINT "UserUnitAccess_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserUnitAccess_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ThirdPartyBinding" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "platform" TEXT NOT NULL DEFAULT 'WECHAT',
    "openId" TEXT NOT NULL,
    "unionId" TEXT,
    "nickname" TEXT,
    "avatarUrl" TEXT,
    "boundAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ThirdPartyBinding_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Application_code_key" ON "Application"("code");

-- CreateIndex
CREATE INDEX "Application_status_sort_idx" ON "Application"("status", "sort");

-- CreateIndex
CREATE INDEX "Application_sso_status_idx" ON "Application"("sso", "status");

-- CreateIndex
CREATE INDEX "ApplicationStep_appId_order_idx" ON "ApplicationStep"("appId", "order");

-- CreateIndex
CREATE INDEX "UnitApplication_appId_status_idx" ON "UnitApplication"("appId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "UnitApplication_unitId_appId_key" ON "UnitApplication"("unitId", "appId");

-- CreateIndex
CREATE INDEX "OpeningTask_unitId_appId_idx" ON "OpeningTask"("unitId", "appId");

-- CreateIndex
CREATE INDEX "OpeningTask_appId_state_idx" ON "OpeningTask"("appId", "state");

-- CreateIndex
CREATE INDEX "OpeningTask_state_updatedAt_idx" ON "OpeningTask"("state", "updatedAt");

-- CreateIndex
CREATE INDEX "OpeningTask_stepId_idx" ON "OpeningTask"("stepId");

-- CreateIndex
CREATE INDEX "OpeningTask_transferredTo_idx" ON "OpeningTask"("transferredTo");

-- CreateIndex
CREATE UNIQUE INDEX "OpeningTask_unitId_stepId_key" ON "OpeningTask"("unitId", "stepId");

-- CreateIndex
CREATE INDEX "OpeningTaskLog_taskId_at_idx" ON "OpeningTaskLog"("taskId", "at");

-- CreateIndex
CREATE INDEX "MacroConfig_appId_sort_idx" ON "MacroConfig"("appId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "MacroConfig_appId_macroCode_key" ON "MacroConfig"("appId", "macroCode");

-- CreateIndex
CREATE UNIQUE INDEX "DomainSetting_host_key" ON "DomainSetting"("host");

-- CreateIndex
CREATE INDEX "DomainSetting_unitId_idx" ON "DomainSetting"("unitId");

-- CreateIndex
CREATE INDEX "DomainSetting_orgCode_idx" ON "DomainSetting"("orgCode");

-- CreateIndex
CREATE INDEX "Logo_userId_code_idx" ON "Logo"("userId", "code");

-- CreateIndex
CREATE INDEX "Logo_unitId_code_idx" ON "Logo"("unitId", "code");

-- CreateIndex
CREATE INDEX "UploadedFile_ownerUserId_createdAt_idx" ON "UploadedFile"("ownerUserId", "createdAt");

-- CreateIndex
CREATE INDEX "UploadedFile_unitId_idx" ON "UploadedFile"("unitId");

-- CreateIndex
CREATE UNIQUE INDEX "HotelInfo_unitId_key" ON "HotelInfo"("unitId");

-- CreateIndex
CREATE INDEX "HotelInfo_starOptionId_idx" ON "HotelInfo"("starOptionId");

-- CreateIndex
CREATE INDEX "HotelInfo_countryId_idx" ON "HotelInfo"("countryId");

-- CreateIndex
CREATE INDEX "HotelInfo_provinceId_idx" ON "HotelInfo"("provinceId");

-- CreateIndex
CREATE INDEX "HotelInfo_cityId_idx" ON "HotelInfo"("cityId");

-- CreateIndex
CREATE UNIQUE INDEX "HotelFacility_hotelInfoId_code_key" ON "HotelFacility"("hotelInfoId", "code");

-- CreateIndex
CREATE INDEX "HotelPosition_hotelInfoId_sort_idx" ON "HotelPosition"("hotelInfoId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "HotelStarOption_code_key" ON "HotelStarOption"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Country_code_key" ON "Country"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Province_countryId_code_key" ON "Province"("countryId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "City_provinceId_code_key" ON "City"("provinceId", "code");

-- CreateIndex
CREATE INDEX "Translation_appCode_locale_updatedAt_idx" ON "Translation"("appCode", "locale", "updatedAt");

-- CreateIndex
CREATE INDEX "Translation_appCode_group_idx" ON "Translation"("appCode", "group");

-- CreateIndex
CREATE UNIQUE INDEX "Translation_appCode_locale_code_key" ON "Translation"("appCode", "locale", "code");

-- CreateIndex
CREATE INDEX "LoginLog_at_idx" ON "LoginLog"("at");

-- CreateIndex
CREATE INDEX "LoginLog_unitCode_at_idx" ON "LoginLog"("unitCode", "at");

-- CreateIndex
CREATE INDEX "LoginLog_userCode_at_idx" ON "LoginLog"("userCode", "at");

-- CreateIndex
CREATE INDEX "LoginLog_result_at_idx" ON "LoginLog"("result", "at");

-- CreateIndex
CREATE INDEX "LoginLog_unitId_at_idx" ON "LoginLog"("unitId", "at");

-- CreateIndex
CREATE INDEX "LoginLog_userId_at_idx" ON "LoginLog"("userId", "at");

-- CreateIndex
CREATE INDEX "LoginLog_sessionId_idx" ON "LoginLog"("sessionId");

-- CreateIndex
CREATE INDEX "AuditLog_at_idx" ON "AuditLog"("at");

-- CreateIndex
CREATE INDEX "AuditLog_unitId_at_idx" ON "AuditLog"("unitId", "at");

-- CreateIndex
CREATE INDEX "AuditLog_actorUserId_at_idx" ON "AuditLog"("actorUserId", "at");

-- CreateIndex
CREATE INDEX "AuditLog_actorCode_at_idx" ON "AuditLog"("actorCode", "at");

-- CreateIndex
CREATE INDEX "AuditLog_objectType_objectId_idx" ON "AuditLog"("objectType", "objectId");

-- CreateIndex
CREATE INDEX "OperationLog_at_idx" ON "OperationLog"("at");

-- CreateIndex
CREATE INDEX "OperationLog_treeType_at_idx" ON "OperationLog"("treeType", "at");

-- CreateIndex
CREATE INDEX "OperationLog_roleId_at_idx" ON "OperationLog"("roleId", "at");

-- CreateIndex
CREATE INDEX "OperationLog_resourceId_at_idx" ON "OperationLog"("resourceId", "at");

-- CreateIndex
CREATE INDEX "OperationLog_unitId_at_idx" ON "OperationLog"("unitId", "at");

-- CreateIndex
CREATE INDEX "OperationLog_actorUserId_at_idx" ON "OperationLog"("actorUserId", "at");

-- CreateIndex
CREATE INDEX "Message_messageType_publishDate_idx" ON "Message"("messageType", "publishDate");

-- CreateIndex
CREATE INDEX "Message_targetUnitId_messageType_publishDate_idx" ON "Message"("targetUnitId", "messageType", "publishDate");

-- CreateIndex
CREATE INDEX "Message_srcUserId_idx" ON "Message"("srcUserId");

-- CreateIndex
CREATE INDEX "MessageRecipient_userId_readState_publishDate_idx" ON "MessageRecipient"("userId", "readState", "publishDate");

-- CreateIndex
CREATE INDEX "MessageRecipient_userId_messageType_readState_publishDate_idx" ON "MessageRecipient"("userId", "messageType", "readState", "publishDate");

-- CreateIndex
CREATE INDEX "MessageRecipient_userId_messageType_publishDate_idx" ON "MessageRecipient"("userId", "messageType", "publishDate");

-- CreateIndex
CREATE UNIQUE INDEX "MessageRecipient_messageId_userId_key" ON "MessageRecipient"("messageId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "RemindTone_unitId_key" ON "RemindTone"("unitId");

-- CreateIndex
CREATE UNIQUE INDEX "Unit_uuid_key" ON "Unit"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "Unit_code_key" ON "Unit"("code");

-- CreateIndex
CREATE INDEX "Unit_parentId_sort_idx" ON "Unit"("parentId", "sort");

-- CreateIndex
CREATE INDEX "Unit_type_status_idx" ON "Unit"("type", "status");

-- CreateIndex
CREATE INDEX "Unit_name_idx" ON "Unit"("name");

-- CreateIndex
CREATE INDEX "Department_unitId_parentId_sort_idx" ON "Department"("unitId", "parentId", "sort");

-- CreateIndex
CREATE INDEX "Department_unitId_name_idx" ON "Department"("unitId", "name");

-- CreateIndex
CREATE INDEX "Department_parentId_idx" ON "Department"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "Department_unitId_code_key" ON "Department"("unitId", "code");

-- CreateIndex
CREATE INDEX "PmsUserMapping_unitId_idx" ON "PmsUserMapping"("unitId");

-- CreateIndex
CREATE INDEX "PmsUserMapping_userId_idx" ON "PmsUserMapping"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PmsUserMapping_pmsHotelCode_pmsUserCode_key" ON "PmsUserMapping"("pmsHotelCode", "pmsUserCode");

-- CreateIndex
CREATE INDEX "ReportCategory_appId_parentId_sort_idx" ON "ReportCategory"("appId", "parentId", "sort");

-- CreateIndex
CREATE INDEX "ReportCategory_parentId_idx" ON "ReportCategory"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "ReportCategory_appId_code_key" ON "ReportCategory"("appId", "code");

-- CreateIndex
CREATE INDEX "ReportCollection_userId_sort_idx" ON "ReportCollection"("userId", "sort");

-- CreateIndex
CREATE INDEX "ReportCollection_resourceId_idx" ON "ReportCollection"("resourceId");

-- CreateIndex
CREATE UNIQUE INDEX "ReportCollection_userId_resourceId_key" ON "ReportCollection"("userId", "resourceId");

-- CreateIndex
CREATE INDEX "Resource_appId_parentId_sort_idx" ON "Resource"("appId", "parentId", "sort");

-- CreateIndex
CREATE INDEX "Resource_appId_kind_status_idx" ON "Resource"("appId", "kind", "status");

-- CreateIndex
CREATE INDEX "Resource_appId_name_idx" ON "Resource"("appId", "name");

-- CreateIndex
CREATE INDEX "Resource_parentId_idx" ON "Resource"("parentId");

-- CreateIndex
CREATE INDEX "Resource_ownerUnitId_idx" ON "Resource"("ownerUnitId");

-- CreateIndex
CREATE INDEX "Resource_reportCategoryId_sort_idx" ON "Resource"("reportCategoryId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "Resource_appId_code_key" ON "Resource"("appId", "code");

-- CreateIndex
CREATE INDEX "CanaryMenuConfig_unitId_idx" ON "CanaryMenuConfig"("unitId");

-- CreateIndex
CREATE UNIQUE INDEX "CanaryMenuConfig_resourceId_unitId_key" ON "CanaryMenuConfig"("resourceId", "unitId");

-- CreateIndex
CREATE INDEX "RoleResource_resourceId_idx" ON "RoleResource"("resourceId");

-- CreateIndex
CREATE UNIQUE INDEX "RoleResource_roleId_resourceId_key" ON "RoleResource"("roleId", "resourceId");

-- CreateIndex
CREATE INDEX "UserResource_resourceId_idx" ON "UserResource"("resourceId");

-- CreateIndex
CREATE UNIQUE INDEX "UserResource_userId_resourceId_key" ON "UserResource"("userId", "resourceId");

-- CreateIndex
CREATE INDEX "OperationObject_appId_parentId_sort_idx" ON "OperationObject"("appId", "parentId", "sort");

-- CreateIndex
CREATE INDEX "OperationObject_parentId_idx" ON "OperationObject"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "OperationObject_appId_code_key" ON "OperationObject"("appId", "code");

-- CreateIndex
CREATE INDEX "RoleOperation_operationId_idx" ON "RoleOperation"("operationId");

-- CreateIndex
CREATE UNIQUE INDEX "RoleOperation_roleId_operationId_key" ON "RoleOperation"("roleId", "operationId");

-- CreateIndex
CREATE INDEX "UserOperation_operationId_idx" ON "UserOperation"("operationId");

-- CreateIndex
CREATE UNIQUE INDEX "UserOperation_userId_operationId_key" ON "UserOperation"("userId", "operationId");

-- CreateIndex
CREATE INDEX "RoleGroup_unitId_sort_idx" ON "RoleGroup"("unitId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "Role_uuid_key" ON "Role"("uuid");

-- CreateIndex
CREATE INDEX "Role_unitId_sort_idx" ON "Role"("unitId", "sort");

-- CreateIndex
CREATE INDEX "Role_groupId_idx" ON "Role"("groupId");

-- CreateIndex
CREATE INDEX "Role_appId_idx" ON "Role"("appId");

-- CreateIndex
CREATE INDEX "Role_isTemplate_idx" ON "Role"("isTemplate");

-- CreateIndex
CREATE UNIQUE INDEX "Role_unitId_code_key" ON "Role"("unitId", "code");

-- CreateIndex
CREATE INDEX "RoleDispatch_unitId_idx" ON "RoleDispatch"("unitId");

-- CreateIndex
CREATE UNIQUE INDEX "RoleDispatch_roleId_unitId_key" ON "RoleDispatch"("roleId", "unitId");

-- CreateIndex
CREATE INDEX "DepartmentRole_roleId_idx" ON "DepartmentRole"("roleId");

-- CreateIndex
CREATE UNIQUE INDEX "DepartmentRole_deptId_roleId_key" ON "DepartmentRole"("deptId", "roleId");

-- CreateIndex
CREATE INDEX "UserRole_roleId_idx" ON "UserRole"("roleId");

-- CreateIndex
CREATE UNIQUE INDEX "UserRole_userId_roleId_key" ON "UserRole"("userId", "roleId");

-- CreateIndex
CREATE INDEX "UserRoleGroup_groupId_idx" ON "UserRoleGroup"("groupId");

-- CreateIndex
CREATE UNIQUE INDEX "UserRoleGroup_userId_groupId_key" ON "UserRoleGroup"("userId", "groupId");

-- CreateIndex
CREATE UNIQUE INDEX "ManagedTag_unitId_code_key" ON "ManagedTag"("unitId", "code");

-- CreateIndex
CREATE INDEX "UserManagedTag_tagId_idx" ON "UserManagedTag"("tagId");

-- CreateIndex
CREATE UNIQUE INDEX "UserManagedTag_userId_tagId_key" ON "UserManagedTag"("userId", "tagId");

-- CreateIndex
CREATE INDEX "RoleManagedTag_tagId_idx" ON "RoleManagedTag"("tagId");

-- CreateIndex
CREATE UNIQUE INDEX "RoleManagedTag_roleId_tagId_key" ON "RoleManagedTag"("roleId", "tagId");

-- CreateIndex
CREATE UNIQUE INDEX "DataAuthGroup_unitId_code_key" ON "DataAuthGroup"("unitId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "DataAuthContent_groupId_contentType_contentCode_key" ON "DataAuthContent"("groupId", "contentType", "contentCode");

-- CreateIndex
CREATE INDEX "UserDataAuthGroup_groupId_idx" ON "UserDataAuthGroup"("groupId");

-- CreateIndex
CREATE UNIQUE INDEX "UserDataAuthGroup_userId_groupId_key" ON "UserDataAuthGroup"("userId", "groupId");

-- CreateIndex
CREATE UNIQUE INDEX "Zone_unitId_code_key" ON "Zone"("unitId", "code");

-- CreateIndex
CREATE INDEX "Company_zoneId_idx" ON "Company"("zoneId");

-- CreateIndex
CREATE UNIQUE INDEX "Company_unitId_code_key" ON "Company"("unitId", "code");

-- CreateIndex
CREATE INDEX "Supplier_supplierUnitId_idx" ON "Supplier"("supplierUnitId");

-- CreateIndex
CREATE UNIQUE INDEX "Supplier_unitId_code_key" ON "Supplier"("unitId", "code");

-- CreateIndex
CREATE INDEX "UserZone_zoneId_idx" ON "UserZone"("zoneId");

-- CreateIndex
CREATE UNIQUE INDEX "UserZone_userId_zoneId_key" ON "UserZone"("userId", "zoneId");

-- CreateIndex
CREATE INDEX "UserCompany_companyId_idx" ON "UserCompany"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "UserCompany_userId_companyId_key" ON "UserCompany"("userId", "companyId");

-- CreateIndex
CREATE INDEX "UserSupplier_supplierId_idx" ON "UserSupplier"("supplierId");

-- CreateIndex
CREATE UNIQUE INDEX "UserSupplier_userId_supplierId_key" ON "UserSupplier"("userId", "supplierId");

-- CreateIndex
CREATE UNIQUE INDEX "LoginSecuritySetting_unitId_key" ON "LoginSecuritySetting"("unitId");

-- CreateIndex
CREATE UNIQUE INDEX "IpWhiteGroup_unitId_name_key" ON "IpWhiteGroup"("unitId", "name");

-- CreateIndex
CREATE INDEX "IpWhiteGroupMember_userId_idx" ON "IpWhiteGroupMember"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "IpWhiteGroupMember_groupId_userId_key" ON "IpWhiteGroupMember"("groupId", "userId");

-- CreateIndex
CREATE INDEX "LoginExemptUser_userId_idx" ON "LoginExemptUser"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "LoginExemptUser_unitId_userId_kind_key" ON "LoginExemptUser"("unitId", "userId", "kind");

-- CreateIndex
CREATE INDEX "LoginLimit_unitId_enabled_idx" ON "LoginLimit"("unitId", "enabled");

-- CreateIndex
CREATE INDEX "LoginLimit_userId_idx" ON "LoginLimit"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");

-- CreateIndex
CREATE INDEX "Session_userId_revokedAt_idx" ON "Session"("userId", "revokedAt");

-- CreateIndex
CREATE INDEX "Session_familyId_idx" ON "Session"("familyId");

-- CreateIndex
CREATE INDEX "Session_unitId_idx" ON "Session"("unitId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE INDEX "Session_overwrittenBySessionId_idx" ON "Session"("overwrittenBySessionId");

-- CreateIndex
CREATE INDEX "VerificationCode_target_purpose_createdAt_idx" ON "VerificationCode"("target", "purpose", "createdAt");

-- CreateIndex
CREATE INDEX "VerificationCode_userId_idx" ON "VerificationCode"("userId");

-- CreateIndex
CREATE INDEX "VerificationCode_expiresAt_idx" ON "VerificationCode"("expiresAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_createdAt_idx" ON "OutboxMessage"("createdAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_to_createdAt_idx" ON "OutboxMessage"("to", "createdAt");

-- CreateIndex
CREATE INDEX "SystemOption_code_idx" ON "SystemOption"("code");

-- CreateIndex
CREATE INDEX "SystemOption_appCode_code_idx" ON "SystemOption"("appCode", "code");

-- CreateIndex
CREATE UNIQUE INDEX "SystemOption_unitId_code_key" ON "SystemOption"("unitId", "code");

-- CreateIndex
CREATE INDEX "DictionaryEntry_appCode_isHalt_sort_idx" ON "DictionaryEntry"("appCode", "isHalt", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "DictionaryEntry_appCode_code_key" ON "DictionaryEntry"("appCode", "code");

-- CreateIndex
CREATE INDEX "User_unitId_name_idx" ON "User"("unitId", "name");

-- CreateIndex
CREATE INDEX "User_unitId_mobile_idx" ON "User"("unitId", "mobile");

-- CreateIndex
CREATE INDEX "User_unitId_email_idx" ON "User"("unitId", "email");

-- CreateIndex
CREATE INDEX "User_unitId_locked_idx" ON "User"("unitId", "locked");

-- CreateIndex
CREATE INDEX "User_unitId_status_idx" ON "User"("unitId", "status");

-- CreateIndex
CREATE INDEX "User_unitId_deptId_idx" ON "User"("unitId", "deptId");

-- CreateIndex
CREATE INDEX "User_deptId_idx" ON "User"("deptId");

-- CreateIndex
CREATE INDEX "User_code_idx" ON "User"("code");

-- CreateIndex
CREATE INDEX "User_mobile_idx" ON "User"("mobile");

-- CreateIndex
CREATE INDEX "User_email_idx" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_supplierId_idx" ON "User"("supplierId");

-- CreateIndex
CREATE INDEX "User_agreementUnitId_idx" ON "User"("agreementUnitId");

-- CreateIndex
CREATE UNIQUE INDEX "User_unitId_code_key" ON "User"("unitId", "code");

-- CreateIndex
CREATE INDEX "UserUnitAccess_unitId_idx" ON "UserUnitAccess"("unitId");

-- CreateIndex
CREATE UNIQUE INDEX "UserUnitAccess_userId_unitId_kind_key" ON "UserUnitAccess"("userId", "unitId", "kind");

-- CreateIndex
CREATE INDEX "ThirdPartyBinding_userId_platform_idx" ON "ThirdPartyBinding"("userId", "platform");

-- CreateIndex
CREATE UNIQUE INDEX "ThirdPartyBinding_platform_openId_key" ON "ThirdPartyBinding"("platform", "openId");
