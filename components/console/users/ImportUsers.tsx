'use client';
/** Importing users from the Excel template into a unit, with the row-by-row report of refused rows. */
import { useState } from 'react';
import { Alert, Button, Form, Modal, Table, TreeSelect, Upload } from 'antd';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Form';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Table';
import '@/components/style/antd/TreeSelect';
import '@/components/style/antd/Upload';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { fileToBase64 } from '@/components/console/download';
import { callApi } from '@/components/list-page/call';
import type { TreeOption } from '@/components/list-page/types';
import type { ImportResult } from '@/lib/contracts/users';
import * as calls from '@/lib/client/calls.generated';
import { usePunctuation } from '@/lib/client/hooks/use-name-code';

export function ImportUsers({ units, unitId: initialUnit, onClose }: { units: TreeOption[]; unitId: number; onClose: (imported: boolean) => void }) {
  const punct = usePunctuation();
  const t = useTranslations('console.users');
  const tl = useTranslations('list.page');
  const [unitId, setUnitId] = useState<number>(initialUnit);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const start = async () => {
    if (!file) return;
    setBusy(true);
    try {
      setResult(await callApi<ImportResult>(calls.importUsers, { unitId, fileName: file.name, base64: await fileToBase64(file) }));
    } catch {
      // Shown by the fetch layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('import.title')} width={720} onCancel={() => onClose(Boolean(result?.created))} footer={<Button onClick={() => onClose(Boolean(result?.created))}>{tl('ok')}</Button>}>
      <Form layout="vertical">
        <Form.Item label={t('import.unit')} required>
          <TreeSelect treeData={units} value={unitId} onChange={setUnitId} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} aria-label={t('import.unit')} disabled={units.length <= 1} />
        </Form.Item>
        <Form.Item label={t('import.file')} required>
          <Upload accept=".xlsx" maxCount={1} beforeUpload={(f) => (setFile(f), false)} onRemove={() => setFile(null)}>
            <Button icon={<UploadOutlined />}>{t('import.choose')}</Button>
          </Upload>
        </Form.Item>
        <Button type="primary" disabled={!file} loading={busy} onClick={() => void start()}>
          {t('import.start')}
        </Button>
      </Form>
      {result && (
        <>
          <Alert style={{ margin: '16px 0' }} type={result.errors.length ? 'warning' : 'success'} showIcon title={t('import.result', { total: result.total, created: result.created, failed: result.errors.length })} />
          {result.errors.length > 0 && (
            <Table
              size="small"
              rowKey="row"
              pagination={false}
              dataSource={result.errors}
              columns={[
                { title: t('import.row'), dataIndex: 'row', width: 80 },
                { title: t('col.code'), dataIndex: 'code', width: 140 },
                { title: t('import.messages'), dataIndex: 'messages', render: (m: string[]) => m.join(punct.clause) },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
