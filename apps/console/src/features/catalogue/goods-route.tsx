import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  PageContainer,
  type ProColumns,
  ProTable,
} from '@ant-design/pro-components';
import type { ConsoleGoodsList, ConsoleGoodsRow, GoodsKind } from '@scenic/contracts';
import { App, Button, Segmented, Space, Switch, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllLanguages } from '#console/components/all-languages.tsx';
import { tableSearch } from '#console/components/table-search.ts';
import { currentLanguage } from '#console/lib/i18n.ts';
import { api, errorText } from '#console/lib/request.ts';
import { useCategories, useGoodsEnabled } from './api/catalogue';
import { CategoriesDrawer } from './components/categories-drawer';
import { GoodsForm } from './components/goods-form';

/** The shop, the rental counter and the food menu (role `content`): what visitors can buy. */
export function Component() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const language = currentLanguage();
  const table = useRef<ActionType>(null);
  const [kind, setKind] = useState<GoodsKind>('store');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const categories = useCategories(kind);
  const enabled = useGoodsEnabled();

  const setOnSale = (row: ConsoleGoodsRow, on: boolean) =>
    enabled.mutateAsync({ id: row.id, enabled: on }).then(
      () => {
        message.success(t(on ? 'catalogue.nowOn' : 'catalogue.nowOff'));
        table.current?.reload();
      },
      (error) => message.error(errorText(error)),
    );

  const columns: ProColumns<ConsoleGoodsRow>[] = [
    {
      title: t('catalogue.search'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('catalogue.searchHint') },
    },
    {
      title: t('catalogue.category'),
      dataIndex: 'typeId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: {
        placeholder: t('catalogue.anyCategory'),
        options: (categories.data?.list ?? []).map((type) => ({
          value: type.id,
          label: type.name[language],
        })),
      },
    },
    {
      title: t('catalogue.onSale'),
      dataIndex: 'state',
      hideInTable: true,
      valueType: 'select',
      initialValue: 'all',
      fieldProps: { allowClear: false },
      valueEnum: {
        all: { text: t('inbox.all') },
        on: { text: t('catalogue.on') },
        off: { text: t('catalogue.off') },
      },
    },
    {
      title: t('catalogue.cover'),
      dataIndex: 'cover',
      search: false,
      width: 96,
      render: (_dom, row) => <img className="goods-thumb" src={row.cover} alt="" />,
    },
    {
      title: t('catalogue.name'),
      dataIndex: 'name',
      search: false,
      render: (_dom, row) => <AllLanguages text={row.name} />,
    },
    { title: t('catalogue.category'), dataIndex: 'typeName', search: false, width: 160 },
    {
      title: t('catalogue.price'),
      key: 'price',
      search: false,
      width: 150,
      render: (_dom, row) =>
        row.minPrice === row.maxPrice ? `RM ${row.minPrice}` : `RM ${row.minPrice}–${row.maxPrice}`,
    },
    {
      title: t('catalogue.stock'),
      dataIndex: 'stock',
      search: false,
      width: 90,
      render: (_dom, row) => (row.stock > 0 ? row.stock : <Tag color="red">0</Tag>),
    },
    { title: t('content.sort'), dataIndex: 'sort', search: false, width: 70 },
    {
      title: t('catalogue.onSale'),
      dataIndex: 'enabled',
      search: false,
      width: 100,
      render: (_dom, row) => (
        <Switch
          checked={row.enabled}
          aria-label={t('catalogue.onSaleOf', { name: row.name[language] })}
          onChange={(on) =>
            on
              ? void setOnSale(row, true)
              : modal.confirm({
                  title: t('catalogue.offTitle', { name: row.name[language] }),
                  content: t('catalogue.offText'),
                  okText: t('catalogue.turnOff'),
                  okButtonProps: { danger: true },
                  cancelText: t('common.cancel'),
                  onOk: () => setOnSale(row, false),
                })
          }
        />
      ),
    },
    {
      title: '',
      key: 'actions',
      search: false,
      width: 90,
      render: (_dom, row) => (
        <Button size="small" onClick={() => setEditing(row.id)}>
          {t('content.edit')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer title={t('catalogue.title')} content={t('catalogue.intro')}>
      <Space style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
        <Segmented<GoodsKind>
          value={kind}
          onChange={(next) => {
            setKind(next);
            table.current?.reset?.();
          }}
          options={(['store', 'hire', 'food'] as const).map((value) => ({
            value,
            label: t(`content.kind.${value}`),
          }))}
        />
        <Space>
          <Button onClick={() => setCategoriesOpen(true)}>{t('catalogue.categories')}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t(`catalogue.newItem.${kind}`)}
          </Button>
        </Space>
      </Space>
      <ProTable<ConsoleGoodsRow>
        rowKey="id"
        actionRef={table}
        columns={columns}
        params={{ kind }}
        cardBordered
        search={tableSearch(t)}
        pagination={{ defaultPageSize: 20 }}
        options={{ reload: true, density: false, setting: false }}
        locale={{ emptyText: t('catalogue.empty') }}
        request={async ({ current = 1, pageSize = 20, keyword, typeId, state }) => {
          try {
            const page = await api<ConsoleGoodsList>('/console/catalogue/goods', {
              params: {
                kind,
                keyword: keyword || undefined,
                typeId,
                state,
                page: current,
                limit: pageSize,
              },
            });
            return { data: page.list, total: page.total, success: true };
          } catch (error) {
            message.error(errorText(error));
            return { data: [], total: 0, success: false };
          }
        }}
      />
      {editing !== null && (
        <GoodsForm
          kind={kind}
          id={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
            table.current?.reload();
          }}
        />
      )}
      {categoriesOpen && <CategoriesDrawer kind={kind} onClose={() => setCategoriesOpen(false)} />}
    </PageContainer>
  );
}
