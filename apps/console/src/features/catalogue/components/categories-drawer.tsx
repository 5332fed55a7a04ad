import { PlusOutlined } from '@ant-design/icons';
import { type ConsoleGoodsType, type GoodsKind, MAX_SHORT_TEXT } from '@scenic/contracts';
import { Alert, App, Button, Drawer, Form, InputNumber, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllLanguages } from '#console/components/all-languages.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useCategories, useDeleteCategory, useSaveCategory } from '../api/catalogue';

type CategoryValues = Pick<ConsoleGoodsType, 'name' | 'sort'>;

/** One kind's categories: named in three languages, ordered; an empty one can be deleted. */
export function CategoriesDrawer({ kind, onClose }: { kind: GoodsKind; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const language = currentLanguage();
  const categories = useCategories(kind);
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<ConsoleGoodsType | 'new' | null>(null);

  return (
    <Drawer
      open
      width={760}
      title={t('catalogue.categoriesOf', { kind: t(`content.kind.${kind}`) })}
      onClose={onClose}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('catalogue.newCategory')}
        </Button>
      }
    >
      {categories.isError && <Alert type="error" showIcon message={categories.error.message} />}
      <Table<ConsoleGoodsType>
        rowKey="id"
        size="small"
        loading={categories.isPending}
        dataSource={categories.data?.list ?? []}
        pagination={false}
        columns={[
          {
            title: t('catalogue.name'),
            key: 'name',
            render: (_value, row) => <AllLanguages text={row.name} />,
          },
          { title: t('content.sort'), dataIndex: 'sort', width: 80 },
          { title: t('catalogue.items'), dataIndex: 'items', width: 90 },
          {
            title: '',
            key: 'actions',
            width: 170,
            render: (_value, row) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('content.edit')}
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: t('content.deleteTitle', { title: row.name[language] }),
                      content: t('catalogue.deleteCategoryText'),
                      okText: t('content.delete'),
                      okButtonProps: { danger: true },
                      cancelText: t('common.cancel'),
                      onOk: () =>
                        remove.mutateAsync({ id: row.id }).catch((error) => {
                          message.error(errorText(error));
                        }),
                    })
                  }
                >
                  {t('content.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <CategoryModal
          kind={kind}
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Drawer>
  );
}

function CategoryModal({
  kind,
  category,
  onClose,
}: {
  kind: GoodsKind;
  category: ConsoleGoodsType | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CategoryValues>();
  const save = useSaveCategory();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      open
      width={720}
      title={category ? t('catalogue.editCategory') : t('catalogue.newCategory')}
      okText={t('content.publish')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {problem && <Alert role="alert" type="error" showIcon message={problem} />}
      <Form<CategoryValues>
        form={form}
        layout="vertical"
        initialValues={category ?? { name: { zh: '', en: '', ma: '' }, sort: 0 }}
        onFinish={async (values) => {
          setProblem(null);
          try {
            await save.mutateAsync({
              ...(category ? { id: category.id } : {}),
              kind,
              name: values.name,
              sort: values.sort,
            });
            onClose();
          } catch (error) {
            setProblem(errorText(error));
          }
        }}
      >
        <TranslatedFields name="name" label={t('catalogue.name')} max={MAX_SHORT_TEXT} />
        <Form.Item name="sort" label={t('content.sort')} extra={t('content.sortHint')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
