'use client';
/**
 * Unit change for backdoor users (portal.md sections 2 and 6): the units they may log into, their
 * home unit and the current one marked; confirming logs into the chosen unit and reloads.
 */
import { useState } from 'react';
import { Input, Modal, Space, Table, Tag } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Input';
import '@/components/style/antd/Modal';
// Its table selects one row by radio button (Table's styles bring checkboxes only).
import '@/components/style/antd/Radio';
import '@/components/style/antd/Space';
import '@/components/style/antd/Table';
import '@/components/style/antd/Tag';
import type { ColumnsType } from 'antd/es/table';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { swrFetcher } from '@/lib/client/api';
import { callApi, swrKey } from '@/lib/client/call';
import type { LoginUnit } from '@/lib/contracts/auth';
import { usePublicConfig } from '@/components/providers';
import * as calls from '@/lib/client/calls.generated';

export function UnitChangeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('account');
  const config = usePublicConfig();
  const { message } = useFeedback();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<LoginUnit | null>(null);
  const [saving, setSaving] = useState(false);
  const { data, isLoading } = useSWR<LoginUnit[]>(open ? swrKey(calls.possibleLoginUnits, { search }) : null, swrFetcher, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });

  const typeName = (type: string) => (t.has(`unit.types.${type}`) ? t(`unit.types.${type}`) : type);
  const columns: ColumnsType<LoginUnit> = [
    { title: t('unit.code'), dataIndex: 'code', width: 120 },
    { title: t('unit.name'), dataIndex: 'name', ellipsis: true },
    { title: t('unit.type'), dataIndex: 'type', width: 130, render: (type: string) => typeName(type) },
    {
      title: t('unit.marks'),
      key: 'marks',
      width: 130,
      render: (_, unit) => (
        <Space size={4}>
          {unit.home === 'T' ? <Tag color="gold">{t('unit.home')}</Tag> : null}
          {unit.current === 'T' ? <Tag color="processing">{t('unit.current')}</Tag> : null}
        </Space>
      ),
    },
  ];

  async function confirm() {
    if (!selected) {
      void message.warning(t('unit.required'));
      return;
    }
    setSaving(true);
    try {
      await callApi(calls.changeLoginInfo, { orgCode: selected.code, appCode: config.appCode });
    } catch {
      setSaving(false);
      return;
    }
    // The new unit changes menus, apps and permissions: start the page over.
    window.location.reload();
  }

  function close() {
    setSelected(null);
    setSearch('');
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('unit.title')}
      okText={t('unit.ok')}
      cancelText={t('unit.cancel')}
      onOk={() => void confirm()}
      onCancel={close}
      confirmLoading={saving}
      width={720}
      destroyOnHidden
    >
      <Input.Search
        placeholder={t('unit.search')}
        allowClear
        enterButton
        maxLength={60}
        onSearch={(value) => {
          setSearch(value.trim());
          setSelected(null);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<LoginUnit>
        rowKey="code"
        size="small"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ y: 360 }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected.code] : [],
          onChange: (_, rows) => setSelected(rows[0] ?? null),
        }}
        onRow={(unit) => ({ onClick: () => setSelected(unit), style: { cursor: 'pointer' } })}
      />
    </Modal>
  );
}
