import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  STAFF_USER_NAME_PATTERN,
  type Staff,
  type StaffRole,
} from '@scenic/contracts';
import { Alert, App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { formatTime } from '#console/lib/format.ts';
import { useMe } from '#console/lib/me.ts';
import { errorText } from '#console/lib/request.ts';
import { screensFor } from '#console/lib/screens.ts';
import {
  useCreateStaff,
  useResetStaffPassword,
  useStaffEnabled,
  useStaffList,
  useStaffRoles,
  useUnlockStaff,
} from './api/staff';

const isLocked = (row: Staff) => Boolean(row.lockedUntil && new Date(row.lockedUntil) > new Date());

/** What a role opens in the console, said beside each role where roles are chosen. */
function RoleLabel({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const opens =
    role === 'admin'
      ? t('staff.opensEverything')
      : t('staff.opens', {
          screens: screensFor([role])
            .map((screen) => t(`menu.${screen.key}`))
            .join(', '),
        });
  return (
    <span>
      <strong>{t(`role.${role}`)}</strong>{' '}
      <Typography.Text type="secondary">{opens}</Typography.Text>
    </span>
  );
}

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
  const unlock = useUnlockStaff();
  const [editing, setEditing] = useState<{ staff: Staff; what: 'roles' | 'password' } | null>(null);
  /** The server's refusal of the open form (a name taken, a password too easy to guess). */
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (next: typeof editing) => {
    setProblem(null);
    setEditing(next);
  };

  const roleOptions = STAFF_ROLES.map((role) => ({
    value: role,
    label: <RoleLabel role={role} />,
  }));
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
  /** A refusal shown above the form it answers, which stays open to be corrected. */
  const refuse = (error: unknown) => {
    setProblem(errorText(error));
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
          modalProps={{ destroyOnHidden: true, afterClose: () => setProblem(null) }}
          onFinish={(values) =>
            create.mutateAsync(values).then(() => {
              message.success(t('staff.created'));
              return true;
            }, refuse)
          }
        >
          <FormProblem problem={problem} />
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
            layout="vertical"
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
              render: (_value, row: Staff) => (
                <Space size={4} wrap>
                  {!row.enabled && <Tag>{t('staff.disabled')}</Tag>}
                  {row.enabled && isLocked(row) && (
                    <Tag color="orange">
                      {t('staff.lockedUntil', { time: formatTime(row.lockedUntil) })}
                    </Tag>
                  )}
                  {row.enabled && row.passwordChangeRequired && (
                    <Tag color="blue">{t('staff.firstPasswordPending')}</Tag>
                  )}
                  {row.enabled && !isLocked(row) && !row.passwordChangeRequired && (
                    <Tag color="green">{t('staff.active')}</Tag>
                  )}
                </Space>
              ),
            },
            { title: t('staff.lastLogin'), dataIndex: 'lastLoginAt', render: formatTime },
            {
              title: '',
              key: 'actions',
              render: (_value, row: Staff) => (
                <Space size={4} wrap>
                  <Button size="small" onClick={() => edit({ staff: row, what: 'roles' })}>
                    {t('staff.editRoles')}
                  </Button>
                  <Button size="small" onClick={() => edit({ staff: row, what: 'password' })}>
                    {t('staff.resetPassword')}
                  </Button>
                  {isLocked(row) && (
                    <Button
                      size="small"
                      onClick={() =>
                        modal.confirm({
                          title: t('staff.unlockTitle', { name: row.displayName }),
                          content: t('staff.unlockText'),
                          okText: t('staff.unlock'),
                          cancelText: t('common.cancel'),
                          onOk: () =>
                            unlock
                              .mutateAsync({ id: row.id })
                              .then(() => message.success(t('staff.unlocked')), fail),
                        })
                      }
                    >
                      {t('staff.unlock')}
                    </Button>
                  )}
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
              }, refuse)
            : Promise.resolve(false)
        }
      >
        <FormProblem problem={problem} />
        <ProFormCheckbox.Group
          name="roles"
          label={t('staff.roles')}
          layout="vertical"
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
              }, refuse)
            : Promise.resolve(false)
        }
      >
        <FormProblem problem={problem} />
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
