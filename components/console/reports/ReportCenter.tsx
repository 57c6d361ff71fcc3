'use client';
/** /report/reportCenter and /report/myReport: the reports the caller holds by category, and their favourites. */
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Col, Empty, List, Row, Space, Tree, Typography } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/Col';
import '@/components/style/antd/Empty';
import '@/components/style/antd/List';
import '@/components/style/antd/Row';
import '@/components/style/antd/Space';
import '@/components/style/antd/Tree';
import '@/components/style/antd/Typography';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import { callApi } from '@/components/list-page/call';
import { useNameCode } from '@/lib/client/hooks/use-name-code';
import type { NameCode } from '@/lib/i18n/pairs';
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { ReportCategoryNode, ReportRow } from '@/lib/contracts/reports';
import { screenHref } from '@/lib/console/screens';
import * as calls from '@/lib/client/calls.generated';

const open = (r: ReportRow) => window.location.assign(screenHref('openReport', { code: r.code }));

function treeData(nodes: ReportCategoryNode[], nc: NameCode): { key: string; title: string; children: ReturnType<typeof treeData> }[] {
  return nodes.map((n) => ({ key: n.key, title: nc(n.title, n.count), children: treeData(n.children, nc) }));
}

function find(nodes: ReportCategoryNode[], key: string): ReportCategoryNode | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const inner = find(n.children, key);
    if (inner) return inner;
  }
  return undefined;
}

export function ReportCenter() {
  const nc = useNameCode();
  const t = useTranslations('console.reports');
  const [nodes, setNodes] = useState<ReportCategoryNode[]>([]);
  const [chosen, setChosen] = useState<ReportCategoryNode | undefined>(undefined);
  useEffect(() => {
    callApi<ReportCategoryNode[]>(calls.reportCategoryTree).then(setNodes, () => setNodes([]));
  }, []);
  const declaration = useMemo<ListPageDeclaration<ReportRow>>(
    () => ({
      ns: 'console.reports',
      rowKey: 'id',
      list: calls.listReports,
      search: ({ t }) => [{ type: 'INPUT', code: 'keyword', label: t('col.title') }],
      columns: ({ t, call, reload }) => [
        {
          title: t('col.title'),
          dataIndex: 'title',
          width: 220,
          render: (v: string, r) => (
            <Typography.Link onClick={() => open(r)}>
              {v}
            </Typography.Link>
          ),
        },
        { title: t('col.category'), dataIndex: 'categoryName', width: 160 },
        { title: t('col.app'), dataIndex: 'appName', width: 140 },
        {
          title: t('col.collected'),
          dataIndex: 'collected',
          width: 90,
          render: (v: boolean, r) => (
            <Button
              type="text"
              aria-label={v ? t('uncollect') : t('collect')}
              icon={v ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
              onClick={() => void call(calls.collectReport, { resourceId: r.id, collected: !v }).then(reload)}
            />
          ),
        },
      ],
      rowActions: ({ t }) => [{ key: 'open', label: t('open'), run: (r) => open(r) }],
      actionsWidth: 90,
    }),
    [],
  );
  const query = chosen ? (chosen.id === null ? { appId: chosen.appId } : { categoryId: chosen.id }) : {};
  return (
    <Row gutter={16}>
      <Col flex="280px">
        <Card title={t('categories')} variant="borderless" size="small">
          {nodes.length ? (
            <Tree
              blockNode
              defaultExpandAll
              treeData={treeData(nodes, nc)}
              selectedKeys={chosen ? [chosen.key] : []}
              onSelect={(keys) => setChosen(keys[0] ? find(nodes, String(keys[0])) : undefined)}
            />
          ) : (
            <Empty description={t('empty')} />
          )}
        </Card>
      </Col>
      <Col flex="auto">
        <ListPage declaration={declaration} query={query} title={t('centerTitle')} />
      </Col>
    </Row>
  );
}

export function MyReports() {
  const t = useTranslations('console.reports');
  const [rows, setRows] = useState<ReportRow[] | null>(null);
  const load = () => callApi<ReportRow[]>(calls.listCollectedReports).then(setRows, () => setRows([]));
  useEffect(() => {
    void load();
  }, []);
  return (
    <Card title={t('mineTitle')} variant="borderless">
      <List
        loading={rows === null}
        dataSource={rows ?? []}
        locale={{ emptyText: <Empty description={t('noFavourites')} /> }}
        renderItem={(r) => (
          <List.Item
            actions={[
              <Button key="open" type="link" onClick={() => open(r)}>
                {t('open')}
              </Button>,
              <Button key="star" type="link" onClick={() => void callApi(calls.collectReport, { resourceId: r.id, collected: false }).then(load)}>
                {t('uncollect')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={<Space>{r.title}</Space>} description={[r.appName, r.categoryName].filter(Boolean).join(' / ')} />
          </List.Item>
        )}
      />
    </Card>
  );
}
