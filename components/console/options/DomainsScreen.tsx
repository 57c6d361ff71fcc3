'use client';
/** /config/domain-list: per-host title, logo, background, copyright, login page and the shell's new-framework address. */
import { useMemo } from 'react';
import { Image, Tag } from 'antd';
import '@/components/style/antd/Image';
import '@/components/style/antd/Tag';
import { ListPage } from '@/components/list-page/ListPage';
import { callApi } from '@/components/list-page/call';
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { DomainRow } from '@/lib/contracts/domains';
import * as calls from '@/lib/client/calls.generated';

const ADDRESS = /^(\/|https?:\/\/)\S*$/i;

export function DomainsScreen() {
  const declaration = useMemo<ListPageDeclaration<DomainRow>>(
    () => ({
      ns: 'console.options.domains',
      rowKey: 'id',
      list: calls.listDomains,
      search: ({ t }) => [
        { type: 'INPUT', code: 'host', label: t('col.host') },
        { type: 'INPUT', code: 'title', label: t('col.title') },
        { type: 'INPUT', code: 'orgCode', label: t('col.orgCode') },
      ],
      columns: ({ t, tl, nc }) => [
        { title: t('col.host'), dataIndex: 'host', width: 180 },
        { title: t('col.title'), dataIndex: 'title', width: 180 },
        { title: t('col.logoUrl'), dataIndex: 'logoUrl', width: 90, render: (v: string) => (v ? <Image src={v} alt="" height={28} preview={false} /> : '') },
        { title: t('col.orgCode'), dataIndex: 'orgCode', width: 160, render: (v: string, r) => (v ? nc(r.unitName, v) : '') },
        { title: t('col.appCode'), dataIndex: 'appCode', width: 80 },
        { title: t('col.copyRight'), dataIndex: 'copyRight', width: 200, ellipsis: true },
        { title: t('col.newFrameworkUrl'), key: 'nf', width: 200, ellipsis: true, render: (_v: unknown, r) => r.frontProps.newFrameworkUrl ?? '' },
        { title: t('col.status'), dataIndex: 'status', width: 80, render: (v: string) => (v === 'ENABLED' ? <Tag color="green">{tl('enabled')}</Tag> : <Tag>{tl('disabled')}</Tag>) },
        { title: t('col.updatedAt'), dataIndex: 'updatedAt', width: 170 },
      ],
      form: {
        titles: { create: 'create', update: 'edit' },
        width: 760,
        create: calls.saveDomain,
        update: calls.updateDomain,
        fields: ({ t, tl }, _mode, row) => {
          const address = [{ regex: ADDRESS, message: t('addressRule') }];
          return [
            {
              name: 'host',
              label: t('col.host'),
              type: 'text',
              required: true,
              max: 253,
              extra: t('hostHelp'),
              rules: [
                {
                  validator: async (_r, v: string | undefined) => {
                    if (!v) return;
                    const { available } = await callApi<{ available: boolean }>(calls.checkDomain, { host: v.trim().toLowerCase(), id: row?.id }, { quiet: true }).catch(() => ({ available: true }));
                    if (!available) throw new Error(t('hostTaken'));
                  },
                },
              ],
            },
            { name: 'title', label: t('col.title'), type: 'text', max: 100 },
            { name: 'orgCode', label: t('col.orgCode'), type: 'text', max: 30 },
            { name: 'appCode', label: t('col.appCode'), type: 'text', max: 30 },
            { name: 'logoUrl', label: t('col.logoUrl'), type: 'text', max: 500, patterns: address, wide: true },
            { name: 'backgroundUrl', label: t('col.backgroundUrl'), type: 'text', max: 500, patterns: address, wide: true },
            { name: 'loginPage', label: t('col.loginPage'), type: 'text', max: 500, patterns: address, wide: true },
            { name: 'newFrameworkUrl', label: t('col.newFrameworkUrl'), type: 'text', max: 500, patterns: address, wide: true },
            { name: 'copyRight', label: t('col.copyRight'), type: 'text', max: 200, wide: true, extra: t('copyRightHelp') },
            { name: 'status', label: t('col.status'), type: 'radio', initialValue: 'ENABLED', options: [{ value: 'ENABLED', label: tl('enabled') }, { value: 'DISABLED', label: tl('disabled') }] },
          ];
        },
        toValues: (row) => ({ ...row, newFrameworkUrl: row.frontProps.newFrameworkUrl ?? '' }),
        toBody: (values, mode, row) => {
          const { newFrameworkUrl, ...rest } = values as Record<string, unknown> & { newFrameworkUrl?: string };
          const frontProps: Record<string, string> = { ...(row?.frontProps ?? {}) };
          if (newFrameworkUrl) frontProps.newFrameworkUrl = newFrameworkUrl;
          else delete frontProps.newFrameworkUrl;
          return { ...rest, frontProps, ...(mode === 'update' && row ? { id: row.id } : {}) };
        },
      },
      actionsWidth: 90,
    }),
    [],
  );
  return <ListPage declaration={declaration} />;
}
