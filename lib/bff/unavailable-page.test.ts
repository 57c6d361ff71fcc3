import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { unlessDependencyDown } from './unavailable-page';

const request = (language: string) => new Request('http://sso.localhost/cas/login?service=https%3A%2F%2Fapp.example%2F', { headers: { 'accept-language': language } });

describe('unlessDependencyDown (GET /sso and the CAS pages)', () => {
  it('answers a dependency outage with the 503 page in the visitor language, retrying the same address', async () => {
    const down = () => Promise.reject(new AppError(ErrorCode.SERVICE_UNAVAILABLE));
    const zh = await unlessDependencyDown(request('zh-CN'), 'test.dependency_unavailable', down);
    expect(zh.status).toBe(503);
    expect(zh.headers.get('retry-after')).toBe('5');
    const zhBody = await zh.text();
    expect(zhBody).toContain('服务暂时不可用，请稍后再试');
    expect(zhBody).toContain('href="/cas/login?service=https%3A%2F%2Fapp.example%2F">重试<');
    const en = await (await unlessDependencyDown(request('en-US'), 'test.dependency_unavailable', down)).text();
    expect(en).toContain('The service is briefly unavailable, please try again in a moment');
    expect(en).toContain('>Try again<');
  });

  it('lets any other failure through, and a success unchanged', async () => {
    const refused = new AppError(ErrorCode.VALIDATION);
    await expect(unlessDependencyDown(request('zh-CN'), 'test', () => Promise.reject(refused))).rejects.toBe(refused);
    const ok = new Response('fine', { status: 302 });
    await expect(unlessDependencyDown(request('zh-CN'), 'test', async () => ok)).resolves.toBe(ok);
  });
});
