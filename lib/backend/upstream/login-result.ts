/**
 * The one mapping from an upstream login result to ours. The spec's login result is flat (jwtToken,
 * apps, menus, userCode, username, unitId, unitCode, unitName, unitLogo, deptName, userPkId,
 * unitPkId, pwdChange); our schema adds the `user` and `unit` objects and `repeatLogin`. Each
 * field is taken from the flat spec field first, then from the upstream's own `user`/`unit` object
 * if it sends one, then a default:
 *
 *   user.id <- userPkId        user.code <- userCode     user.name <- username
 *   user.deptName <- deptName  user.email <- email (the SSO variant of getLoginByToken sends it)
 *   user.pwdChange <- pwdChange; firstLogin, isBackdoor, canUseBackdoor, receiveMessage <- the
 *   flat field of the same name; a missing flag is 'F'; user.type defaults to ORDINARY
 *   unit.id <- unitPkId        unit.uuid <- unitId (the flat unitId is the unit's string id)
 *   unit.code <- unitCode      unit.name <- unitName     unit.logo <- unitLogo; type, theme ''
 *   repeatLogin <- repeatLogin, else null
 *   jwtToken <- jwtToken, else (getLoginByToken, reLogin only) the token the call was made with
 *
 * user.type outside our five types is also ORDINARY. receiveMessage defaults to 'F' so an
 * unknown setting never pops notices up. Apps and menus get '' for missing texts, 'F' for missing flags, ROUTE for an unknown winType.
 * The flat fields fall back to the objects, so either form alone is enough. The result is then
 * checked against loginResultSchema, so nothing unchecked reaches the BFF.
 */
import { z } from 'zod';
import {
  loginResultSchema,
  repeatLoginInfoSchema,
  userTypeSchema,
  winTypeSchema,
  type App,
  type LoginResult,
  type MenuNode,
} from '@/lib/contracts/auth';
import { firstSet, flag, int, looseFlag, looseInt, looseText, text } from './lenient';
import { toUnit, upstreamUnitSchema } from './shapes';

const upstreamAppSchema = z.object({
  code: z.string().min(1),
  name: looseText,
  descript: looseText,
  remark: looseText,
  logo: looseText,
  sLogo: looseText,
  href: looseText,
  sso: looseFlag,
  icon: looseText,
  iconColor: looseText,
  img: looseText,
});

interface UpstreamMenu {
  name: string;
  title?: string | number | null;
  path?: string | number | null;
  winType?: string | null;
  stretch?: 'T' | 'F' | boolean | null;
  icon?: string | number | null;
  tip?: string | number | null;
  children?: UpstreamMenu[] | null;
}

const upstreamMenuSchema: z.ZodType<UpstreamMenu> = z.lazy(() =>
  z.object({
    name: z.string().min(1),
    title: looseText,
    path: looseText,
    winType: z.string().nullish(),
    stretch: looseFlag,
    icon: looseText,
    tip: looseText,
    children: z.array(upstreamMenuSchema).nullish(),
  }),
);

const upstreamUserSchema = z.object({
  id: looseInt,
  code: looseText,
  name: looseText,
  type: z.string().nullish(),
  deptName: looseText,
  firstLogin: looseFlag,
  isBackdoor: looseFlag,
  canUseBackdoor: looseFlag,
  receiveMessage: looseFlag,
  email: looseText,
  pwdChange: looseFlag,
});

export const upstreamLoginSchema = z.object({
  jwtToken: z.string().nullish(),
  apps: z.array(upstreamAppSchema).nullish(),
  menus: z.array(upstreamMenuSchema).nullish(),
  userCode: looseText,
  username: looseText,
  unitId: looseText,
  unitCode: looseText,
  unitName: looseText,
  unitLogo: looseText,
  deptName: looseText,
  userPkId: looseInt,
  unitPkId: looseInt,
  pwdChange: looseFlag,
  email: looseText,
  firstLogin: looseFlag,
  isBackdoor: looseFlag,
  canUseBackdoor: looseFlag,
  receiveMessage: looseFlag,
  user: upstreamUserSchema.nullish(),
  unit: upstreamUnitSchema.nullish(),
  repeatLogin: repeatLoginInfoSchema.nullish(),
});
export type UpstreamLogin = z.infer<typeof upstreamLoginSchema>;

function toApp(a: z.infer<typeof upstreamAppSchema>): App {
  return {
    code: a.code,
    name: text(a.name, text(a.descript, a.code)),
    descript: text(a.descript, text(a.name)),
    remark: text(a.remark),
    logo: text(a.logo),
    sLogo: text(a.sLogo),
    // The BFF fills href from the static app-links mapping; '' means 'no matched address'.
    href: text(a.href),
    sso: flag(a.sso),
    icon: text(a.icon),
    iconColor: text(a.iconColor),
    img: text(a.img),
  };
}

function toMenu(m: UpstreamMenu): MenuNode {
  const winType = winTypeSchema.safeParse(m.winType);
  return {
    name: m.name,
    title: text(m.title, m.name),
    path: text(m.path),
    winType: winType.success ? winType.data : 'ROUTE',
    stretch: flag(m.stretch),
    icon: text(m.icon),
    tip: text(m.tip),
    children: (m.children ?? []).map(toMenu),
  };
}

/** Builds our login result; `callToken` is the token the request carried (see jwtToken above). */
export function toLoginResult(raw: UpstreamLogin, callToken: string | undefined): LoginResult {
  const u = raw.user ?? {};
  const userType = userTypeSchema.safeParse(u.type);
  const userCode = text(firstSet(raw.userCode, u.code));
  const username = text(firstSet(raw.username, u.name));
  const deptName = text(firstSet(raw.deptName, u.deptName));
  const userPkId = int(firstSet(raw.userPkId, u.id));
  const pwdChange = flag(firstSet(raw.pwdChange, u.pwdChange));
  const ru = raw.unit ?? {};
  const unit = toUnit({
    ...ru,
    id: firstSet(raw.unitPkId, ru.id),
    uuid: firstSet(raw.unitId, ru.uuid),
    code: firstSet(raw.unitCode, ru.code),
    name: firstSet(raw.unitName, ru.name),
    logo: firstSet(raw.unitLogo, ru.logo),
  });
  return {
    jwtToken: raw.jwtToken || callToken || '',
    apps: (raw.apps ?? []).map(toApp),
    menus: (raw.menus ?? []).map(toMenu),
    userCode,
    username,
    unitId: unit.uuid,
    unitCode: unit.code,
    unitName: unit.name,
    unitLogo: unit.logo,
    deptName,
    userPkId,
    unitPkId: unit.id,
    pwdChange,
    user: {
      id: userPkId,
      code: userCode,
      name: username,
      type: userType.success ? userType.data : 'ORDINARY',
      deptName,
      firstLogin: flag(firstSet(raw.firstLogin, u.firstLogin)),
      isBackdoor: flag(firstSet(raw.isBackdoor, u.isBackdoor)),
      canUseBackdoor: flag(firstSet(raw.canUseBackdoor, u.canUseBackdoor)),
      receiveMessage: flag(firstSet(raw.receiveMessage, u.receiveMessage)),
      email: text(firstSet(raw.email, u.email)),
      pwdChange,
    },
    unit,
    repeatLogin: raw.repeatLogin ?? null,
  };
}

/**
 * retVal schema of the login calls. An account is identified by its user and unit codes, so a
 * result without them (or without any token) is refused as invalid rather than filled.
 */
export function upstreamLoginResult(callToken: string | undefined) {
  // Not .pipe(loginResultSchema): its lazily typed menus would make the pipe's input types clash.
  return upstreamLoginSchema.transform((raw, ctx): LoginResult => {
    const checked = loginResultSchema.safeParse(toLoginResult(raw, callToken));
    if (checked.success && checked.data.userCode !== '' && checked.data.unitCode !== '') return checked.data;
    for (const issue of checked.error?.issues ?? [{ path: ['userCode'], message: 'userCode and unitCode are required' }]) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
}
