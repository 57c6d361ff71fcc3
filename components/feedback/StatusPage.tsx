'use client';
/** Error and status pages (403, 404, 500, 501, error boundaries): a Result with a way back home. */
import type { ReactNode } from 'react';
import { Button, Flex, Result } from 'antd';

export function StatusPage(props: {
  status: '403' | '404' | '500' | 'error';
  title: string;
  description: string;
  homeLabel: string;
  extra?: ReactNode;
}) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Result
        status={props.status}
        title={props.title}
        subTitle={props.description}
        extra={
          <Flex gap={8} justify="center" wrap>
            {props.extra}
            <Button type="primary" href="/">
              {props.homeLabel}
            </Button>
          </Flex>
        }
      />
    </Flex>
  );
}
