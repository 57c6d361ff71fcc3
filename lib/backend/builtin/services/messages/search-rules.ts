/**
 * The message search rules (portal.md section 5), enforced on the server as well as in the form:
 * a filter needs a publish range, a range spans at most seven days.
 */
import { MESSAGE_RANGE_MAX_DAYS, parseApiDateTime, type UserMessageListRequest } from '@/lib/contracts/messages';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

const DAY_MS = 24 * 60 * 60 * 1000;

export function publishRange(input: UserMessageListRequest): { gte: Date; lte: Date } | undefined {
  const filtered = Boolean(input.readState || input.srcUsername || input.srcUsercode || input.titleKeyword);
  const { publishStartDate: start, publishEndDate: end } = input;
  if (!start && !end) {
    if (filtered) throw new AppError(ErrorCode.MESSAGE_RANGE_REQUIRED);
    return undefined;
  }
  if (!start || !end) throw new AppError(ErrorCode.MESSAGE_RANGE_REQUIRED);
  const gte = parseApiDateTime(start);
  const lte = parseApiDateTime(end, true);
  if (Number.isNaN(gte.getTime()) || Number.isNaN(lte.getTime()) || gte > lte) throw AppError.validation({ publishStartDate: ['range'] });
  if (lte.getTime() - gte.getTime() > MESSAGE_RANGE_MAX_DAYS * DAY_MS) throw new AppError(ErrorCode.MESSAGE_RANGE_TOO_LONG);
  return { gte, lte };
}
