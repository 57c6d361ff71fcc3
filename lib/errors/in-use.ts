/**
 * 40903 "still in use": what is left, by kind and count. Services say it with `inUse`, the BFF
 * turns it into words with `inUseParts` (errors.inUse.<kind>, errors.inUseCount); the one format
 * between them ("users 503, departments 1"; a kind alone without a count) lives here only.
 */
import { AppError } from './app-error';
import { ErrorCode } from './codes';

export function inUse(left: Record<string, number> | string): AppError {
  const what = typeof left === 'string' ? left : Object.entries(left).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ');
  return new AppError(ErrorCode.IN_USE, { params: { what } });
}

export function inUseParts(what: string): { kind: string; count?: number }[] {
  return what.split(', ').map((part) => {
    const [kind = '', n] = part.split(' ');
    return n === undefined ? { kind } : { kind, count: Number(n) };
  });
}
