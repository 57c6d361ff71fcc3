'use client';
/**
 * /message/notice-list: what the caller's units published, with how many received and read each,
 * withdrawing one (docs/decisions/099); composing a message or notice to a unit, a user, or an
 * application's users (publishMessage, within the publisher's reach: the pickers list only the
 * caller's units, and the server decides again); and the system tip for platform operators.
 * Publishing at a later time is not offered: the backend publishes at once.
 */
import { useMemo } from 'react';
import type { NameCode } from '@/lib/i18n/pairs';
import { Button, Tag, Typography, type FormInstance, type FormRule } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { ListPage } from '@/components/list-page/ListPage';
import { callApi } from '@/components/list-page/call';
import type { FormField, ListHelpers, ListPageDeclaration, Option, TreeOption, Translate } from '@/components/list-page/types';
import { loadApps, UNIT_TREE } from '@/components/console/pickers';
import { UnitDependentSelect } from '@/components/console/UnitDependentSelect';
import { LevelTag } from '@/components/messages/LevelTag';
import type { SentMessageRow } from '@/lib/contracts/notices';
import type { UnitTreeNode } from '@/lib/contracts/units';
import * as calls from '@/lib/client/calls.generated';
import { RichTextEditor } from './RichTextEditor';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

const LEVELS = ['INFO', 'WARN', 'SERIOUS'] as const;
const TYPES = ['NOTICE', 'PRIVATE'] as const;
type Kind = 'UNIT' | 'USER' | 'APP_UNIT' | 'APP';

/** A field required only for some target kinds. */
const requiredFor = (kinds: Kind[], message: string): FormRule => ({ getFieldValue }) => ({
  validator: (_rule, value) => (kinds.includes(getFieldValue('kind') as Kind) && (value === undefined || value === null || value === '') ? Promise.reject(new Error(message)) : Promise.resolve()),
});

function targetText(r: SentMessageRow, t: Translate, nc: NameCode): string {
  const unit = r.targetUnitName ? nc(r.targetUnitName, r.targetUnitCode ?? '') : '';
  switch (r.targetKind) {
    case 'UNIT':
      return t('target.UNIT', { unit });
    case 'USER':
      return t('target.USER', { user: r.targetUserCode ?? '' });
    case 'APP':
      return t('target.APP', { app: r.targetAppCode ?? '' });
    case 'APP_UNIT':
      return t('target.APP_UNIT', { app: r.targetAppCode ?? '', unit });
    default:
      return unit || t('target.unknown');
  }
}

export function NoticesScreen() {
  const nc = useNameCode();
  const declaration = useMemo<ListPageDeclaration<SentMessageRow>>(() => {
    // The unit tree's codes by id: the pickers choose by id (users of a unit), publishing names the code.
    const unitCodes = new Map<number, string>();
    const loadUnits = async (): Promise<TreeOption[]> => {
      const walk = (nodes: UnitTreeNode[]): TreeOption[] =>
        nodes.map((n) => {
          unitCodes.set(n.id, n.code);
          return { title: nc(n.name, n.code), value: n.id, key: n.id, children: walk(n.children) };
        });
      return walk(await callApi<UnitTreeNode[]>(UNIT_TREE));
    };
    const loadUnitUsers = async (unitId: number): Promise<Option[]> => {
      const page = await callApi<{ datas: { code: string; name: string }[] }>(calls.listUsers, { unitId, firstResult: 0, pageSize: 200 });
      return page.datas.map((u) => ({ value: u.code, label: nc(u.name, u.code) }));
    };
    const loadAppCodes = async (): Promise<Option[]> => (await loadApps()).map((a) => ({ value: a.code, label: nc(a.descript || a.name, a.code) }));

    const composeFields = ({ t, has }: ListHelpers<SentMessageRow>): FormField[] => {
      // Every unit's users at once (an application everywhere) is the platform's reach, as is the system tip.
      const kinds: Kind[] = has(calls.setSystemTip.permission) ? ['UNIT', 'USER', 'APP_UNIT', 'APP'] : ['UNIT', 'USER', 'APP_UNIT'];
      return [
        { name: 'messageType', label: t('col.type'), type: 'radio', required: true, initialValue: 'NOTICE', options: TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })), extra: t('typeHelp') },
        { name: 'kind', label: t('col.target'), type: 'radio', required: true, initialValue: 'UNIT', options: kinds.map((v) => ({ value: v, label: t(`kind.${v}`) })) },
        { name: 'unitId', label: t('unit'), type: 'treeSelect', load: loadUnits, dependencies: ['kind'], rules: [requiredFor(['UNIT', 'USER', 'APP_UNIT'], t('pickUnit'))] },
        {
          name: 'userCode',
          label: t('user'),
          type: 'custom',
          dependencies: ['kind'],
          rules: [requiredFor(['USER'], t('pickUser'))],
          render: (form: FormInstance) => <UnitDependentSelect form={form} load={loadUnitUsers} placeholder={t('userPlaceholder')} />,
        },
        { name: 'appCode', label: t('app'), type: 'select', load: loadAppCodes, dependencies: ['kind'], rules: [requiredFor(['APP', 'APP_UNIT'], t('pickApp'))] },
        { name: 'messageLevel', label: t('col.level'), type: 'radio', required: true, initialValue: 'INFO', options: LEVELS.map((v) => ({ value: v, label: t(`level.${v}`) })) },
        { name: 'isShow', label: t('popup'), type: 'switch', initialValue: true, extra: t('popupHelp') },
        { name: 'messageTitle', label: t('col.title'), type: 'text', required: true, max: 200, wide: true },
        { name: 'messageText', label: t('content'), type: 'custom', wide: true, render: () => <RichTextEditor label={t('content')} /> },
      ];
    };

    return {
      ns: 'console.notices',
      rowKey: 'id',
      list: calls.listSentMessages,
      search: ({ t }) => [
        { type: 'INPUT', code: 'titleKeyword', label: t('col.title') },
        { type: 'SELECT', code: 'messageLevel', label: t('col.level'), keyName: 'value', labelName: 'label', options: LEVELS.map((v) => ({ value: v, label: t(`level.${v}`) })) },
        { type: 'TIME_AREA', code: 'at', label: t('col.publishDate') },
      ],
      columns: ({ t, nc }) => [
        { title: t('col.title'), dataIndex: 'messageTitle', width: 220, ellipsis: true },
        { title: t('col.level'), dataIndex: 'messageLevel', width: 90, render: (v: SentMessageRow['messageLevel']) => <LevelTag level={v} name={t(`level.${v}`)} /> },
        { title: t('col.type'), dataIndex: 'messageType', width: 90, render: (v: string) => (v === 'NOTICE' || v === 'PRIVATE' || v === 'PUBLIC' ? t(`type.${v}`) : v) },
        { title: t('col.target'), key: 'target', width: 220, render: (_v: unknown, r) => targetText(r, t, nc) },
        { title: t('col.publisher'), dataIndex: 'srcUserName', width: 180, render: (v: string, r) => nc(v, r.srcUserCode) },
        { title: t('col.publishDate'), dataIndex: 'publishDate', width: 170 },
        { title: t('col.counts'), key: 'counts', width: 150, render: (_v: unknown, r) => t('counts', { recipients: r.recipients, received: r.received, read: r.read }) },
        {
          title: t('col.status'),
          dataIndex: 'withdrawn',
          width: 110,
          render: (v: boolean, r) => (v ? <Tag title={r.withdrawnAt ?? ''}>{t('status.withdrawn')}</Tag> : <Tag color="green">{t('status.published')}</Tag>),
        },
      ],
      dialogs: {
        compose: {
          title: 'compose',
          width: 780,
          call: calls.publishMessage,
          done: 'published',
          fields: composeFields,
          toBody: (v) => {
            const unitCode = unitCodes.get(Number(v.unitId)) ?? '';
            const kind = v.kind as Kind;
            const target =
              kind === 'USER'
                ? { kind, unitCode, userCode: v.userCode }
                : kind === 'APP'
                  ? { kind, appCode: v.appCode }
                  : kind === 'APP_UNIT'
                    ? { kind, appCode: v.appCode, unitCode }
                    : { kind, unitCode };
            return { messageType: v.messageType, messageTitle: v.messageTitle, messageText: v.messageText ?? '', messageLevel: v.messageLevel, isShow: v.isShow === false ? 'F' : 'T', target };
          },
        },
        systemTip: {
          title: 'systemTip.title',
          width: 720,
          call: calls.setSystemTip,
          done: 'systemTip.saved',
          fields: ({ t }) => [
            { name: 'messageTitle', label: t('col.title'), type: 'text', required: true, max: 200, wide: true },
            { name: 'messageLevel', label: t('col.level'), type: 'radio', required: true, initialValue: 'INFO', options: LEVELS.map((v) => ({ value: v, label: t(`level.${v}`) })), wide: true },
            { name: 'messageText', label: t('content'), type: 'custom', wide: true, render: () => <RichTextEditor label={t('content')} /> },
          ],
          // The dialog opens with the tip in force, if any.
          toValues: async () => {
            const tip = await callApi<{ messageTitle: string; messageText: string; messageLevel: string } | null>(calls.systemTip);
            return tip ? { messageTitle: tip.messageTitle, messageText: tip.messageText, messageLevel: tip.messageLevel } : {};
          },
        },
      },
      rowActions: ({ t }) => [
        {
          key: 'withdraw',
          label: t('withdraw'),
          danger: true,
          permission: calls.withdrawMessage.permission,
          visible: (r) => !r.withdrawn,
          confirm: (r) => t('withdrawConfirm', { title: r.messageTitle }),
          call: calls.withdrawMessage,
          done: 'withdrawn',
        },
      ],
      toolbar: (h) => (
        <>
          {h.has(calls.publishMessage.permission) && (
            <Button type="primary" onClick={() => h.openDialog('compose')}>
              {h.t('compose')}
            </Button>
          )}
          {h.has(calls.setSystemTip.permission) && (
            <>
              <Typography.Link onClick={() => h.openDialog('systemTip')}>{h.t('systemTip.set')}</Typography.Link>
              <Typography.Link
                type="danger"
                onClick={() =>
                  h.confirm({
                    title: h.t('systemTip.clearConfirm'),
                    danger: true,
                    onOk: async () => {
                      await h.call(calls.clearSystemTip);
                      void h.message.success(h.t('systemTip.cleared'));
                    },
                  })
                }
              >
                {h.t('systemTip.clear')}
              </Typography.Link>
            </>
          )}
        </>
      ),
      actionsWidth: 100,
    };
  }, []);
  return <ListPage declaration={declaration} />;
}
