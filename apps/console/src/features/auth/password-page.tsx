import { PageContainer, ProForm, ProFormText } from '@ant-design/pro-components';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@scenic/contracts';
import { Alert, App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '#console/lib/me.ts';
import { useChangePassword } from './api/change-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

/** Change my password; a new account (or one an admin reset) must do this before anything else. */
export function PasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: staff } = useMe();
  const change = useChangePassword();

  return (
    <PageContainer title={t('auth.changePassword')}>
      <Card style={{ maxWidth: 520 }}>
        {staff?.passwordChangeRequired && (
          <Alert type="info" showIcon message={t('auth.mustChange')} style={{ marginBottom: 24 }} />
        )}
        {change.isError && (
          <Alert
            role="alert"
            type="error"
            showIcon
            message={change.error.message}
            style={{ marginBottom: 24 }}
          />
        )}
        <ProForm<PasswordValues>
          submitter={{
            searchConfig: { submitText: t('auth.savePassword') },
            resetButtonProps: false,
          }}
          onFinish={async ({ oldPassword, newPassword }) => {
            try {
              await change.mutateAsync({ oldPassword, newPassword });
            } catch {
              return false;
            }
            message.success(
              t(staff?.passwordChangeRequired ? 'auth.firstPasswordSet' : 'auth.passwordChanged'),
            );
            navigate('/', { replace: true });
            return true;
          }}
        >
          <ProFormText.Password
            name="oldPassword"
            label={t('auth.currentPassword')}
            fieldProps={{ autoComplete: 'current-password', maxLength: STAFF_PASSWORD_MAX_LENGTH }}
            rules={[{ required: true, message: t('auth.passwordRequired') }]}
          />
          <ProFormText.Password
            name="newPassword"
            label={t('auth.newPassword')}
            extra={t('auth.passwordRule', { min: STAFF_PASSWORD_MIN_LENGTH })}
            fieldProps={{ autoComplete: 'new-password', maxLength: STAFF_PASSWORD_MAX_LENGTH }}
            rules={[
              { required: true, message: t('auth.passwordRequired') },
              {
                min: STAFF_PASSWORD_MIN_LENGTH,
                message: t('auth.passwordRule', { min: STAFF_PASSWORD_MIN_LENGTH }),
              },
            ]}
          />
          <ProFormText.Password
            name="repeat"
            label={t('auth.repeatPassword')}
            dependencies={['newPassword']}
            fieldProps={{ autoComplete: 'new-password', maxLength: STAFF_PASSWORD_MAX_LENGTH }}
            rules={[
              { required: true, message: t('auth.passwordRequired') },
              ({ getFieldValue }) => ({
                validator: (_rule, value) =>
                  value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('auth.passwordsDiffer'))),
              }),
            ]}
          />
        </ProForm>
      </Card>
    </PageContainer>
  );
}
