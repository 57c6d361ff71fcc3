'use client';
/**
 * /unit/hotel-info?unitId=: a hotel's information page: star grade and address choices, coordinates
 * (typed, or picked on the map grid), facilities, nearby positions and rich information (sanitised
 * by the server; previewed in a sandboxed frame that runs no script).
 */
import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Tabs, Typography } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/Col';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/InputNumber';
import '@/components/style/antd/Row';
import '@/components/style/antd/Select';
import '@/components/style/antd/Space';
import '@/components/style/antd/Tabs';
import '@/components/style/antd/Typography';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { callApi } from '@/components/list-page/call';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { UnitChoice } from '@/components/console/security/UnitChoice';
import type { HotelDetail } from '@/lib/contracts/hotels';
import { MapPicker } from './MapPicker';
import * as calls from '@/lib/client/calls.generated';
import type { CallRef } from '@/components/list-page/types';

type Choice = { id: number; code: string; name: string };
const POSITION_TYPES = ['AIRPORT', 'STATION', 'METRO', 'LANDMARK', 'BUSINESS', 'OTHER'] as const;
const asOptions = (rows: Choice[]) => rows.map((r) => ({ value: r.id, label: r.name }));

export function HotelInfoScreen({ unitId: initial }: { unitId?: number }) {
  const t = useTranslations('console.hotels');
  const { message } = App.useApp();
  const access = useConsoleAccess();
  const [unitId, setUnitId] = useState<number>(initial ?? access.unit.id);
  const [detail, setDetail] = useState<HotelDetail | null>(null);
  const [stars, setStars] = useState<Choice[]>([]);
  const [countries, setCountries] = useState<Choice[]>([]);
  const [provinces, setProvinces] = useState<Choice[]>([]);
  const [cities, setCities] = useState<Choice[]>([]);
  const [basic] = Form.useForm();
  const [coords] = Form.useForm<{ lng: number | null; lat: number | null }>();
  const [facilities] = Form.useForm();
  const [positions] = Form.useForm();
  const [rich, setRich] = useState('');
  const countryId = Form.useWatch('countryId', basic) as number | undefined;
  const provinceId = Form.useWatch('provinceId', basic) as number | undefined;
  const lng = Form.useWatch('lng', coords) as number | null | undefined;
  const lat = Form.useWatch('lat', coords) as number | null | undefined;
  const canEdit = access.has(calls.saveHotelDetail.permission);

  const show = useCallback(
    (d: HotelDetail) => {
      setDetail(d);
      basic.setFieldsValue({ starOptionId: d.starOptionId ?? undefined, countryId: d.countryId ?? undefined, provinceId: d.provinceId ?? undefined, cityId: d.cityId ?? undefined, address: d.address, phone: d.phone });
      coords.setFieldsValue({ lng: d.lng, lat: d.lat });
      facilities.setFieldsValue({ facilities: d.facilities });
      positions.setFieldsValue({ positions: d.positions });
      setRich(d.richInfo);
    },
    [basic, coords, facilities, positions],
  );

  useEffect(() => {
    callApi<Choice[]>(calls.starOptions).then(setStars, () => undefined);
    callApi<Choice[]>(calls.countries).then(setCountries, () => undefined);
  }, []);
  useEffect(() => {
    callApi<HotelDetail>(calls.hotelDetail, { id: unitId }).then(show, () => setDetail(null));
  }, [unitId, show]);
  useEffect(() => {
    if (countryId) callApi<Choice[]>(calls.provinces, { countryId }).then(setProvinces, () => setProvinces([]));
    else setProvinces([]);
  }, [countryId]);
  useEffect(() => {
    if (provinceId) callApi<Choice[]>(calls.cities, { provinceId }).then(setCities, () => setCities([]));
    else setCities([]);
  }, [provinceId]);

  const save = async (call: CallRef, body: Record<string, unknown>) => {
    try {
      show(await callApi<HotelDetail>(call, { id: unitId, ...body }));
      void message.success(t('saved'));
    } catch {
      // Shown by the fetch layer.
    }
  };
  const saveButton = (onClick: () => void) => (
    <Button type="primary" disabled={!canEdit} onClick={onClick}>
      {t('save')}
    </Button>
  );

  const tabs = [
    {
      key: 'basic',
      label: t('tab.basic'),
      children: (
        <Form form={basic} layout="vertical" style={{ maxWidth: 720 }} onFinish={(v) => void save(calls.saveHotelDetail, { starOptionId: null, countryId: null, provinceId: null, cityId: null, ...v })}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="starOptionId" label={t('star')}>
                <Select allowClear options={asOptions(stars)} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="phone" label={t('phone')} rules={[{ max: 30, message: t('tooLong', { max: 30 }) }]}>
                <Input allowClear />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="countryId" label={t('country')}>
                <Select allowClear options={asOptions(countries)} onChange={() => basic.setFieldsValue({ provinceId: undefined, cityId: undefined })} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="provinceId" label={t('province')}>
                <Select allowClear options={asOptions(provinces)} onChange={() => basic.setFieldsValue({ cityId: undefined })} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="cityId" label={t('city')}>
                <Select allowClear options={asOptions(cities)} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="address" label={t('address')} rules={[{ max: 200, message: t('tooLong', { max: 200 }) }]}>
                <Input allowClear />
              </Form.Item>
            </Col>
          </Row>
          {saveButton(() => basic.submit())}
        </Form>
      ),
    },
    {
      key: 'lngLat',
      label: t('tab.lngLat'),
      children: (
        <Form form={coords} layout="inline" onFinish={(v) => void save(calls.saveHotelLngLat, { lng: v.lng ?? null, lat: v.lat ?? null })}>
          <Space orientation="vertical" size={16}>
            <Space wrap>
              <Form.Item name="lng" label={t('lng')}>
                <InputNumber min={-180} max={180} step={0.000001} precision={6} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="lat" label={t('lat')}>
                <InputNumber min={-90} max={90} step={0.000001} precision={6} style={{ width: 160 }} />
              </Form.Item>
              {saveButton(() => coords.submit())}
            </Space>
            <Typography.Text type="secondary">{t('mapHelp')}</Typography.Text>
            <MapPicker lng={lng ?? null} lat={lat ?? null} label={t('map')} onPick={(p) => coords.setFieldsValue(p)} />
          </Space>
        </Form>
      ),
    },
    {
      key: 'facilities',
      label: t('tab.facilities'),
      children: (
        <Form form={facilities} onFinish={(v: { facilities?: unknown[] }) => void save(calls.saveHotelFacilities, { facilities: v.facilities ?? [] })}>
          <Form.List name="facilities">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap>
                    <Form.Item name={[f.name, 'code']} rules={[{ required: true, message: t('codeRequired') }, { pattern: /^[A-Za-z0-9_-]{1,30}$/, message: t('codeRule') }]}>
                      <Input placeholder={t('facility.code')} aria-label={t('facility.code')} style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'name']} rules={[{ required: true, message: t('nameRequired') }]}>
                      <Input placeholder={t('facility.name')} aria-label={t('facility.name')} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'category']}>
                      <Input placeholder={t('facility.category')} aria-label={t('facility.category')} style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'remark']}>
                      <Input placeholder={t('remark')} aria-label={t('remark')} style={{ width: 200 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'sort']} initialValue={0}>
                      <InputNumber min={0} max={9999} aria-label={t('sort')} style={{ width: 80 }} />
                    </Form.Item>
                    <MinusCircleOutlined aria-label={t('remove')} onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <Space>
                  <Button icon={<PlusOutlined />} onClick={() => add({ sort: fields.length })}>
                    {t('addFacility')}
                  </Button>
                  {saveButton(() => facilities.submit())}
                </Space>
              </>
            )}
          </Form.List>
        </Form>
      ),
    },
    {
      key: 'positions',
      label: t('tab.positions'),
      children: (
        <Form form={positions} onFinish={(v: { positions?: unknown[] }) => void save(calls.saveHotelPositions, { positions: v.positions ?? [] })}>
          <Form.List name="positions">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap>
                    <Form.Item name={[f.name, 'name']} rules={[{ required: true, message: t('nameRequired') }]}>
                      <Input placeholder={t('position.name')} aria-label={t('position.name')} style={{ width: 180 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'type']} initialValue="OTHER">
                      <Select aria-label={t('position.type')} style={{ width: 110 }} options={POSITION_TYPES.map((v) => ({ value: v, label: t(`positionType.${v}`) }))} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'distance']}>
                      <InputNumber min={0} max={10000} step={0.1} placeholder={t('position.distance')} aria-label={t('position.distance')} style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'lng']}>
                      <InputNumber min={-180} max={180} precision={6} placeholder={t('lng')} aria-label={t('lng')} style={{ width: 130 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'lat']}>
                      <InputNumber min={-90} max={90} precision={6} placeholder={t('lat')} aria-label={t('lat')} style={{ width: 130 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'remark']}>
                      <Input placeholder={t('remark')} aria-label={t('remark')} style={{ width: 160 }} />
                    </Form.Item>
                    <MinusCircleOutlined aria-label={t('remove')} onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <Space>
                  <Button icon={<PlusOutlined />} onClick={() => add({ type: 'OTHER', sort: fields.length })}>
                    {t('addPosition')}
                  </Button>
                  {saveButton(() => positions.submit())}
                </Space>
              </>
            )}
          </Form.List>
        </Form>
      ),
    },
    {
      key: 'richInfo',
      label: t('tab.richInfo'),
      children: (
        <Row gutter={16}>
          <Col span={12}>
            <Input.TextArea aria-label={t('tab.richInfo')} rows={14} value={rich} onChange={(e) => setRich(e.target.value)} placeholder={t('richHelp')} />
            <div style={{ marginTop: 12 }}>{saveButton(() => void save(calls.saveHotelRichInfo, { richInfo: rich }))}</div>
          </Col>
          <Col span={12}>
            <Typography.Text type="secondary">{t('preview')}</Typography.Text>
            {/* No allow-scripts: whatever is typed cannot run, and the saved copy is sanitised by the server. */}
            <iframe title={t('preview')} sandbox="" srcDoc={rich} style={{ width: '100%', height: 320, border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }} />
          </Col>
        </Row>
      ),
    },
  ];

  return (
    <Card
      title={detail ? `${t('title')} - ${detail.unitName}（${detail.unitCode}）` : t('title')}
      variant="borderless"
      extra={<UnitChoice value={unitId} onChange={setUnitId} />}
    >
      {detail?.updatedAt && <Typography.Paragraph type="secondary">{t('updated', { at: detail.updatedAt, by: detail.updatedBy })}</Typography.Paragraph>}
      <Tabs items={tabs} />
    </Card>
  );
}
