'use client';
/**
 * The private tab's collapsible search (portal.md sections 2 and 5): read state (placeholder 全部),
 * publisher code, publisher name, subject keyword, publish date range (default the last seven
 * days), query button; Enter searches. The rules are checked here with the spec's texts, and
 * again by the server.
 */
import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { checkSearch, defaultRange, type MessageSearch } from './search-rules';

interface Values {
  readState?: 'T' | 'F';
  srcUsercode?: string;
  srcUsername?: string;
  titleKeyword?: string;
  range?: [Dayjs, Dayjs] | null;
}

export function MessageSearchForm({ onSearch }: { onSearch: (s: MessageSearch) => void }) {
  const t = useTranslations('inbox.search');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [expanded, setExpanded] = useState(false);
  const [start, end] = defaultRange();

  function submit(values: Values) {
    const search: MessageSearch = {
      readState: values.readState,
      srcUsercode: values.srcUsercode,
      srcUsername: values.srcUsername,
      titleKeyword: values.titleKeyword,
      range: values.range ? [values.range[0].format('YYYY-MM-DD'), values.range[1].format('YYYY-MM-DD')] : undefined,
    };
    const problem = checkSearch(search);
    if (problem) {
      void message.warning(t(problem));
      return;
    }
    onSearch(search);
  }

  return (
    <Form<Values>
      form={form}
      layout="inline"
      onFinish={submit}
      initialValues={{ range: [dayjs(start), dayjs(end)] }}
      style={{ rowGap: 8, marginBottom: 12 }}
      aria-label={t('label')}
    >
      <Form.Item name="range" label={t('publishDate')}>
        <DatePicker.RangePicker format="YYYY-MM-DD" allowClear style={{ width: 250 }} />
      </Form.Item>
      <Form.Item name="readState" label={t('readState')}>
        <Select
          allowClear
          placeholder={t('all')}
          style={{ width: 110 }}
          options={[
            { value: 'F', label: t('unread') },
            { value: 'T', label: t('read') },
          ]}
        />
      </Form.Item>
      <Form.Item name="titleKeyword" label={t('titleKeyword')}>
        <Input allowClear maxLength={100} style={{ width: 165 }} />
      </Form.Item>
      {expanded ? (
        <>
          <Form.Item name="srcUsercode" label={t('srcUsercode')}>
            <Input allowClear maxLength={30} style={{ width: 165 }} />
          </Form.Item>
          <Form.Item name="srcUsername" label={t('srcUsername')}>
            <Input allowClear maxLength={60} style={{ width: 165 }} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('query')}
          </Button>
          <Button type="link" onClick={() => setExpanded((v) => !v)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
            {expanded ? t('collapse') : t('expand')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
