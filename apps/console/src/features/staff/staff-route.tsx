import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  STAFF_USER_NAME_PATTERN,
  type Staff,
  type StaffRole,
} from '@scenic/contracts';
import { Alert, App, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '#console/lib/format.ts';
import { useMe } from '#console/lib/me.ts';
import { errorText } from '#console/lib/request.ts';
import {
  useCreateStaff,
  useResetStaffPassword,
  useStaffEnabled,
  useStaffList,
  useStaffRoles,
} from './api/staff';

/** Staff accounts (admin): who may do what; new accounts change their first password at login. */
export function Component() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { data: me } = useMe();
  const list = useStaffList();
  const create = useCreateStaff();
  const roles = useStaffRoles();
  const enabled = useStaffEnabled();
  const reset = useResetStaffPassword();
  const [editing, setEditing] = useState<{ staff: Staff; what: 'roles' | 'password' } | null>(null);

  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
  const passwordRules = [
    { required: true, message: t('auth.passwordRequired') },
    {
      min: STAFF_PASSWORD_MIN_LENGTH,
      message: t('auth.passwordRule', { min: STAFF_PASSWORD_MIN_LENGTH }),
    },
  ];
  const fail = (error: unknown) => {
    message.error(errorText(error));
    return false;
  };

  return (
    <PageContainer
      title={t('menu.staff')}
      extra={
        <ModalForm<{ userName: string; displayName: string; roles: StaffRole[]; password: string }>
          title={t('staff.create')}
          trigger={
            <Button type="primary" icon={<PlusOutlined />}>
              {t('staff.create')}
            </Button>
          }
          modalProps={{ destroyOnHidden: true }}
          onFinish={(values) =>
            create.mutateAsync(values).then(() => {
              message.success(t('staff.created'));
              return true;
            }, fail)
          }
        >
          <ProFormText
            name="userName"
            label={t('auth.userName')}
            extra={t('staff.userNameRule')}
            rules={[
              { required: true, message: t('auth.userNameRequired') },
              { pattern: STAFF_USER_NAME_PATTERN, message: t('staff.userNameRule') },
            ]}
          />
          <ProFormText
            name="displayName"
            label={t('staff.displayName')}
            rules={[{ required: true, message: t('staff.displayNameRequired') }]}
          />
          <ProFormCheckbox.Group
            name="roles"
            label={t('staff.roles')}
            options={roleOptions}
            rules={[{ required: true, message: t('staff.rolesRequired') }]}
          />
          <ProFormText.Password
            name="password"
            label={t('staff.firstPassword')}
            extra={t('staff.firstPasswordHint')}
            rules={passwordRules}
          />
        </ModalForm>
      }
    >
      <Card>
        {list.isError && <Alert type="error" showIcon message={list.error.message} />}
        <Table
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          pagination={false}
          columns={[
            { title: t('auth.userName'), dataIndex: 'userName' },
            { title: t('staff.displayName'), dataIndex: 'displayName' },
            {
              title: t('staff.roles'),
              dataIndex: 'roles',
              render: (value: StaffRole[]) =>
                value.map((role) => <Tag key={role}>{t(`role.${role}`)}</Tag>),
            },
            {
              title: t('orders.status'),
              key: 'state',
              render: (_value, row: Staff) =>
                !row.enabled ? (
                  <Tag>{t('staff.disabled')}</Tag>
                ) : row.lockedUntil && new Date(row.lockedUntil) > new Date() ? (
                  <Tag color="orange">
                    {t('staff.lockedUntil', { time: formatTime(row.lockedUntil) })}
                  </Tag>
                ) : (
                  <Tag color="green">{t('staff.active')}</Tag>
                ),
            },
            { title: t('staff.lastLogin'), dataIndex: 'lastLoginAt', render: formatTime },
            {
              title: '',
              key: 'actions',
              render: (_value, row: Staff) => (
                <Space size={4} wrap>
                  <Button size="small" onClick={() => setEditing({ staff: row, what: 'roles' })}>
                    {t('staff.editRoles')}
                  </Button>
                  <Button size="small" onClick={() => setEditing({ staff: row, what: 'password' })}>
                    {t('staff.resetPassword')}
                  </Button>
                  <Button
                    size="small"
                    danger={row.enabled}
                    disabled={row.id === me?.id}
                    onClick={() =>
                      modal.confirm({
                        title: t(row.enabled ? 'staff.disableTitle' : 'staff.enableTitle', {
                          name: row.displayName,
                        }),
                        content: row.enabled ? t('staff.disableText') : undefined,
                        okText: t(row.enabled ? 'staff.disable' : 'staff.enable'),
                        cancelText: t('common.cancel'),
                        onOk: () =>
                          enabled.mutateAsync({ id: row.id, enabled: !row.enabled }).catch(fail),
                      })
                    }
                  >
                    {t(row.enabled ? 'staff.disable' : 'staff.enable')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <ModalForm<{ roles: StaffRole[] }>
        title={t('staff.editRolesOf', { name: editing?.staff.displayName ?? '' })}
        open={editing?.what === 'roles'}
        initialValues={{ roles: editing?.staff.roles }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={(values) =>
          editing
            ? roles.mutateAsync({ id: editing.staff.id, roles: values.roles }).then(() => {
                setEditing(null);
                message.success(t('staff.saved'));
                return true;
              }, fail)
            : Promise.resolve(false)
        }
      >
        <ProFormCheckbox.Group
          name="roles"
          label={t('staff.roles')}
          options={roleOptions}
          rules={[{ required: true, message: t('staff.rolesRequired') }]}
        />
      </ModalForm>

      <ModalForm<{ password: string }>
        title={t('staff.resetPasswordOf', { name: editing?.staff.displayName ?? '' })}
        open={editing?.what === 'password'}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={(values) =>
          editing
            ? reset.mutateAsync({ id: editing.staff.id, password: values.password }).then(() => {
                setEditing(null);
                message.success(t('staff.passwordReset'));
                return true;
              }, fail)
            : Promise.resolve(false)
        }
      >
        <ProFormText.Password
          name="password"
          label={t('staff.firstPassword')}
          extra={t('staff.firstPasswordHint')}
          rules={passwordRules}
        />
      </ModalForm>
    </PageContainer>
  );
}
