'use client';
/**
 * /unit/hotel-info?unitId=: a hotel's information page: star grade and address choices (country,
 * province, city, district from the maintained lists), coordinates (typed, or picked on the map),
 * facilities and nearby positions (labelled rows), and rich information written in the rich-text
 * editor (sanitised by the server; the saved copy previewed in a sandboxed frame that runs no script).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Tabs, Typography, type FormRule } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
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
import { RichTextEditor } from '@/components/console/notices/RichTextEditor';
import { MapPicker, type MapTiles } from './MapPicker';
import * as calls from '@/lib/client/calls.generated';
import type { CallRef } from '@/components/list-page/types';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

type Choice = { id: number; code: string; name: string };
const POSITION_TYPES = ['AIRPORT', 'STATION', 'METRO', 'LANDMARK', 'BUSINESS', 'OTHER'] as const;
const asOptions = (rows: Choice[]) => rows.map((r) => ({ value: r.id, label: r.name }));
/** Long lists (249 countries, a province's districts) are searched by the shown name. */
const searchable = { showSearch: { optionFilterProp: 'label' }, allowClear: true } as const;

/** The choices below a chosen parent, loaded when it changes (empty without one). */
function useChildren(call: CallRef, param: string, parent: number | undefined): Choice[] {
  const [rows, setRows] = useState<Choice[]>([]);
  useEffect(() => {
    if (parent) callApi<Choice[]>(call, { [param]: parent }).then(setRows, () => setRows([]));
    else setRows([]);
  }, [call, param, parent]);
  return rows;
}

export function HotelInfoScreen({ unitId: initial, tiles }: { unitId?: number; tiles: MapTiles }) {
  const nc = useNameCode();
  const t = useTranslations('console.hotels');
  const { message } = useFeedback();
  const access = useConsoleAccess();
  const [unitId, setUnitId] = useState<number>(initial ?? access.unit.id);
  const [detail, setDetail] = useState<HotelDetail | null>(null);
  const [stars, setStars] = useState<Choice[]>([]);
  const [countries, setCountries] = useState<Choice[]>([]);
  const [basic] = Form.useForm();
  const [coords] = Form.useForm<{ lng: number | null; lat: number | null }>();
  const [facilities] = Form.useForm();
  const [positions] = Form.useForm();
  const [rich, setRich] = useState('');
  const countryId = Form.useWatch('countryId', basic) as number | undefined;
  const provinceId = Form.useWatch('provinceId', basic) as number | undefined;
  const cityId = Form.useWatch('cityId', basic) as number | undefined;
  const provinces = useChildren(calls.provinces, 'countryId', countryId);
  const cities = useChildren(calls.cities, 'provinceId', provinceId);
  const districts = useChildren(calls.districts, 'cityId', cityId);
  const lng = Form.useWatch('lng', coords) as number | null | undefined;
  const lat = Form.useWatch('lat', coords) as number | null | undefined;
  const canEdit = access.has(calls.saveHotelDetail.permission);

  const show = useCallback(
    (d: HotelDetail) => {
      setDetail(d);
      basic.setFieldsValue({
        starOptionId: d.starOptionId ?? undefined,
        countryId: d.countryId ?? undefined,
        provinceId: d.provinceId ?? undefined,
        cityId: d.cityId ?? undefined,
        districtId: d.districtId ?? undefined,
        address: d.address,
        phone: d.phone,
      });
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

  // Typed coordinates: each in its range, both or neither; the map follows only valid ones.
  const coordinateRules = (field: 'lng' | 'lat', limit: number): FormRule[] => [
    {
      validator: async (_rule: unknown, value: number | null | undefined) => {
        if (value !== null && value !== undefined && (!Number.isFinite(value) || Math.abs(value) > limit)) throw new Error(t(`${field}Range`));
        const other = coords.getFieldValue(field === 'lng' ? 'lat' : 'lng') as number | null | undefined;
        if ((value === null || value === undefined) !== (other === null || other === undefined)) throw new Error(t('coordsPair'));
      },
    },
  ];
  /** A row's control named for screen readers: "第 2 行 设施名称" / "Row 2 facility name". */
  const rowLabel = (n: number, field: string) => t('rowField', { n: n + 1, field });
  const header = (columns: { label: string; width: number }[]) => (
    <Space aria-hidden align="baseline" style={{ marginBottom: 4 }}>
      <Typography.Text type="secondary" style={{ display: 'inline-block', width: 28 }}>
        #
      </Typography.Text>
      {columns.map((c) => (
        <Typography.Text key={c.label} type="secondary" style={{ display: 'inline-block', width: c.width }}>
          {c.label}
        </Typography.Text>
      ))}
    </Space>
  );
  const rowNumber = (n: number) => (
    <Typography.Text type="secondary" style={{ display: 'inline-block', width: 28 }}>
      {n + 1}
    </Typography.Text>
  );
  const removeRow = (n: number, remove: (n: number) => void) => (
    <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('removeRow', { n: n + 1 })} onClick={() => remove(n)} />
  );

  const facilityColumns = [
    { key: 'code', label: t('facility.code'), width: 120 },
    { key: 'name', label: t('facility.name'), width: 160 },
    { key: 'category', label: t('facility.category'), width: 120 },
    { key: 'remark', label: t('remark'), width: 200 },
    { key: 'sort', label: t('sort'), width: 80 },
  ];
  const positionColumns = [
    { key: 'name', label: t('position.name'), width: 180 },
    { key: 'type', label: t('position.type'), width: 110 },
    { key: 'distance', label: t('position.distance'), width: 120 },
    { key: 'lng', label: t('lng'), width: 130 },
    { key: 'lat', label: t('lat'), width: 130 },
    { key: 'remark', label: t('remark'), width: 160 },
  ];
  const width = (columns: { key: string; width: number }[], key: string) => columns.find((c) => c.key === key)!.width;

  const tabs = [
    {
      key: 'basic',
      label: t('tab.basic'),
      children: (
        <Form
          form={basic}
          layout="vertical"
          style={{ maxWidth: 720 }}
          onFinish={(v) => void save(calls.saveHotelDetail, { starOptionId: null, countryId: null, provinceId: null, cityId: null, districtId: null, ...v })}
        >
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
            <Col span={12}>
              <Form.Item name="countryId" label={t('country')}>
                <Select {...searchable} options={asOptions(countries)} onChange={() => basic.setFieldsValue({ provinceId: undefined, cityId: undefined, districtId: undefined })} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="provinceId" label={t('province')}>
                <Select {...searchable} options={asOptions(provinces)} disabled={!provinces.length} onChange={() => basic.setFieldsValue({ cityId: undefined, districtId: undefined })} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="cityId" label={t('city')}>
                <Select {...searchable} options={asOptions(cities)} disabled={!cities.length} onChange={() => basic.setFieldsValue({ districtId: undefined })} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="districtId" label={t('district')}>
                <Select {...searchable} options={asOptions(districts)} disabled={!districts.length} />
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
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Space wrap align="start">
              <Form.Item name="lng" label={t('lng')} rules={coordinateRules('lng', 180)} dependencies={['lat']}>
                <InputNumber step={0.000001} precision={6} style={{ width: 170 }} />
              </Form.Item>
              <Form.Item name="lat" label={t('lat')} rules={coordinateRules('lat', 90)} dependencies={['lng']}>
                <InputNumber step={0.000001} precision={6} style={{ width: 170 }} />
              </Form.Item>
              {saveButton(() => coords.submit())}
            </Space>
            <Typography.Text type="secondary">{t('mapHelp')}</Typography.Text>
            <MapPicker
              lng={lng ?? null}
              lat={lat ?? null}
              label={t('map')}
              tiles={tiles}
              onPick={(p) => {
                coords.setFieldsValue(p);
                void coords.validateFields().catch(() => undefined);
              }}
            />
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
                {fields.length > 0 && header(facilityColumns)}
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap role="group" aria-label={t('row', { n: f.name + 1 })}>
                    {rowNumber(f.name)}
                    <Form.Item name={[f.name, 'code']} rules={[{ required: true, message: t('codeRequired') }, { pattern: /^[A-Za-z0-9_-]{1,30}$/, message: t('codeRule') }]}>
                      <Input placeholder={t('facility.code')} aria-label={rowLabel(f.name, t('facility.code'))} style={{ width: width(facilityColumns, 'code') }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'name']} rules={[{ required: true, message: t('nameRequired') }]}>
                      <Input placeholder={t('facility.name')} aria-label={rowLabel(f.name, t('facility.name'))} style={{ width: width(facilityColumns, 'name') }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'category']}>
                      <Input placeholder={t('facility.category')} aria-label={rowLabel(f.name, t('facility.category'))} style={{ width: width(facilityColumns, 'category') }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'remark']}>
                      <Input placeholder={t('remark')} aria-label={rowLabel(f.name, t('remark'))} style={{ width: width(facilityColumns, 'remark') }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'sort']} initialValue={0}>
                      <InputNumber min={0} max={9999} aria-label={rowLabel(f.name, t('sort'))} style={{ width: width(facilityColumns, 'sort') }} />
                    </Form.Item>
                    {removeRow(f.name, remove)}
                  </Space>
                ))}
                <Space style={{ display: 'flex', marginTop: 8 }}>
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
                {fields.length > 0 && header(positionColumns)}
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap role="group" aria-label={t('row', { n: f.name + 1 })}>
                    {rowNumber(f.name)}
                    <Form.Item name={[f.name, 'name']} rules={[{ required: true, message: t('nameRequired') }]}>
                      <Input placeholder={t('position.name')} aria-label={rowLabel(f.name, t('position.name'))} style={{ width: width(positionColumns, 'name') }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'type']} initialValue="OTHER">
                      <Select
                        aria-label={rowLabel(f.name, t('position.type'))}
                        style={{ width: width(positionColumns, 'type') }}
                        options={POSITION_TYPES.map((v) => ({ value: v, label: t(`positionType.${v}`) }))}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'distance']}>
                      <InputNumber min={0} max={10000} step={0.1} placeholder={t('position.distance')} aria-label={rowLabel(f.name, t('position.distance'))} style={{ width: width(positionColumns, 'distance') }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'lng']}>
                      <InputNumber min={-180} max={180} precision={6} placeholder={t('lng')} aria-label={rowLabel(f.name, t('lng'))} style={{ width: width(positionColumns, 'lng') }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'lat']}>
                      <InputNumber min={-90} max={90} precision={6} placeholder={t('lat')} aria-label={rowLabel(f.name, t('lat'))} style={{ width: width(positionColumns, 'lat') }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'remark']}>
                      <Input placeholder={t('remark')} aria-label={rowLabel(f.name, t('remark'))} style={{ width: width(positionColumns, 'remark') }} />
                    </Form.Item>
                    {removeRow(f.name, remove)}
                  </Space>
                ))}
                <Space style={{ display: 'flex', marginTop: 8 }}>
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
            <RichTextEditor label={t('tab.richInfo')} value={rich} onChange={setRich} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('richHelp')}
            </Typography.Paragraph>
            {saveButton(() => void save(calls.saveHotelRichInfo, { richInfo: rich }))}
          </Col>
          <Col span={12}>
            <Typography.Text type="secondary">{t('preview')}</Typography.Text>
            {/* The saved, sanitised copy; no allow-scripts, so nothing in it could run anyway. */}
            <iframe title={t('preview')} sandbox="" srcDoc={detail?.richInfo ?? ''} style={{ width: '100%', height: 320, border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }} />
          </Col>
        </Row>
      ),
    },
  ];

  return (
    <Card
      title={detail ? `${t('title')} - ${nc(detail.unitName, detail.unitCode)}` : t('title')}
      variant="borderless"
      extra={<UnitChoice value={unitId} onChange={setUnitId} />}
    >
      {detail?.updatedAt && <Typography.Paragraph type="secondary">{t('updated', { at: detail.updatedAt, by: detail.updatedBy })}</Typography.Paragraph>}
      <Tabs items={tabs} />
    </Card>
  );
}
