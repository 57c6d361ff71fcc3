'use client';
/**
 * The demo application's home: who is signed in (through SSO, and when), the user's menu tree of
 * this application from the login result, and a logout button.
 */
import { Button, Card, Descriptions, Empty, Flex, Tag, Tree, Typography } from 'antd';
import type { DescriptionsProps, TreeDataNode } from 'antd';
import { ApartmentOutlined, BankOutlined, ClockCircleOutlined, LogoutOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { useFormatter, useTranslations } from 'next-intl';
import type { MenuNode, PublicLoginResult } from '@/lib/contracts/auth';

const WIN_TYPE_COLORS: Record<MenuNode['winType'], string> = {
  ROUTE: 'blue',
  CURRENTPAGE: 'cyan',
  ALERT: 'orange',
  NEWPAGE: 'purple',
  NEWBLANK: 'magenta',
};

function toTree(nodes: MenuNode[], label: (type: MenuNode['winType']) => string, prefix = ''): TreeDataNode[] {
  return nodes.map((n, i) => {
    const key = `${prefix}${n.name || i}`;
    return {
      key,
      title: (
        <Flex gap={8} align="center" wrap>
          <span>{n.title || n.name}</span>
          <Tag color={WIN_TYPE_COLORS[n.winType]} variant="filled" style={{ marginInlineEnd: 0 }}>
            {label(n.winType)}
          </Tag>
          {n.path && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {n.path}
            </Typography.Text>
          )}
        </Flex>
      ),
      children: n.children.length ? toTree(n.children, label, `${key}/`) : undefined,
    };
  });
}

export function DemoHome({ login, loginAt }: { login: PublicLoginResult; loginAt?: number }) {
  const t = useTranslations('demo');
  const format = useFormatter();
  const tree = toTree(login.menus, (type) => t(`winTypes.${type}`));
  const items: DescriptionsProps['items'] = [
    { key: 'user', label: <><UserOutlined style={{ marginInlineEnd: 6 }} />{t('user')}</>, children: t('nameCode', { name: login.username, code: login.userCode }) },
    { key: 'unit', label: <><BankOutlined style={{ marginInlineEnd: 6 }} />{t('unit')}</>, children: t('nameCode', { name: login.unitName, code: login.unitCode }) },
    { key: 'dept', label: <><ApartmentOutlined style={{ marginInlineEnd: 6 }} />{t('dept')}</>, children: login.deptName || t('noDept') },
    {
      key: 'via',
      label: <><SafetyCertificateOutlined style={{ marginInlineEnd: 6 }} />{t('via')}</>,
      children: (
        <Tag color="green" variant="filled">
          {t('viaSso')}
        </Tag>
      ),
    },
    ...(loginAt !== undefined
      ? [{ key: 'at', label: <><ClockCircleOutlined style={{ marginInlineEnd: 6 }} />{t('loginAt')}</>, children: format.dateTime(new Date(loginAt), { dateStyle: 'medium', timeStyle: 'medium' }) }]
      : []),
  ];

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>

      <Card
        title={t('whoTitle')}
        extra={
          <Button danger icon={<LogoutOutlined />} onClick={() => window.location.assign('/logout')}>
            {t('logout')}
          </Button>
        }
      >
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={items} />
      </Card>

      <Card title={t('menuTitle')}>
        {tree.length ? (
          <Tree treeData={tree} defaultExpandAll selectable={false} showLine blockNode />
        ) : (
          <Empty description={t('menuEmpty')} />
        )}
      </Card>
    </Flex>
  );
}
