import { MAX_STOCK } from '@scenic/contracts';
import { Button, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#console/lib/i18n.ts';
import { rowKey, rowProblem, type SkuRow, type SpecDraft } from '../sku-table';

/**
 * The price (RM) and stock of every combination of options, one row each, made from the specs
 * above; "for every row" fills a column at once.
 */
export function SkuTableField({
  value = [],
  onChange,
  specs,
}: {
  value?: SkuRow[];
  onChange?: (rows: SkuRow[]) => void;
  specs: SpecDraft[];
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [allPrice, setAllPrice] = useState('');
  const [allStock, setAllStock] = useState<number | null>(null);
  const change = (index: number, patch: Partial<SkuRow>) =>
    onChange?.(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.length > 1 && (
        <Space wrap>
          <span className="muted">{t('catalogue.forEveryRow')}</span>
          <Space.Compact>
            <Input
              prefix="RM"
              style={{ width: 140 }}
              value={allPrice}
              onChange={(event) => setAllPrice(event.target.value)}
              aria-label={t('catalogue.priceForAll')}
            />
            <Button
              disabled={!allPrice.trim()}
              onClick={() => onChange?.(value.map((row) => ({ ...row, price: allPrice.trim() })))}
            >
              {t('catalogue.apply')}
            </Button>
          </Space.Compact>
          <Space.Compact>
            <InputNumber<number>
              min={0}
              max={MAX_STOCK}
              precision={0}
              style={{ width: 120 }}
              value={allStock}
              onChange={setAllStock}
              aria-label={t('catalogue.stockForAll')}
            />
            <Button
              disabled={allStock === null}
              onClick={() => onChange?.(value.map((row) => ({ ...row, stock: allStock })))}
            >
              {t('catalogue.apply')}
            </Button>
          </Space.Compact>
        </Space>
      )}
      <Table<SkuRow>
        size="small"
        rowKey={rowKey}
        dataSource={value}
        pagination={false}
        data-testid="sku-table"
        columns={[
          ...specs.map((spec, specIndex) => ({
            title: spec.name?.[language] || t('catalogue.specN', { n: specIndex + 1 }),
            key: spec.key,
            render: (_value: unknown, row: SkuRow) =>
              spec.options[row.options[specIndex] ?? 0]?.name?.[language] || '—',
          })),
          ...(specs.length === 0
            ? [
                {
                  title: t('catalogue.combination'),
                  key: 'one',
                  render: () => t('catalogue.onePrice'),
                },
              ]
            : []),
          {
            title: t('catalogue.price'),
            key: 'price',
            width: 170,
            render: (_value: unknown, row: SkuRow, index: number) => (
              <Input
                prefix="RM"
                value={row.price}
                status={row.price && rowProblem(row) === 'price' ? 'error' : undefined}
                aria-label={`${t('catalogue.price')} ${index + 1}`}
                onChange={(event) => change(index, { price: event.target.value })}
              />
            ),
          },
          {
            title: t('catalogue.stock'),
            key: 'stock',
            width: 140,
            render: (_value: unknown, row: SkuRow, index: number) => (
              <InputNumber<number>
                min={0}
                max={MAX_STOCK}
                precision={0}
                value={row.stock}
                aria-label={`${t('catalogue.stock')} ${index + 1}`}
                onChange={(stock) => change(index, { stock })}
              />
            ),
          },
        ]}
      />
    </Space>
  );
}
