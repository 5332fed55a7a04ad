import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_USER_NAME_MAX_LENGTH } from '@scenic/contracts';
import { Alert, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage, currentLanguage } from '#console/lib/i18n.ts';
import { LANGUAGE_NAMES } from '#console/lib/language.ts';
import { useParkName } from '#console/lib/park-name.ts';
import { useLogin } from './api/login';

interface LoginValues {
  userName: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const parkName = useParkName();

  return (
    <main className="login-page">
      <Select
        className="login-page__language"
        aria-label={t('common.language')}
        value={currentLanguage()}
        onChange={(value) => void changeLanguage(value)}
        options={Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }))}
      />
      <LoginForm<LoginValues>
        title={parkName}
        subTitle={t('auth.subtitle')}
        submitter={{ searchConfig: { submitText: t('auth.login') } }}
        onFinish={async (values) => {
          try {
            const data = await login.mutateAsync(values);
            navigate(data.staff.passwordChangeRequired ? '/password' : '/', { replace: true });
            return true;
          } catch {
            return false;
          }
        }}
      >
        {login.isError && (
          <Alert
            role="alert"
            type="error"
            showIcon
            message={login.error.message}
            style={{ marginBottom: 24 }}
          />
        )}
        <ProFormText
          name="userName"
          fieldProps={{
            size: 'large',
            prefix: <UserOutlined />,
            autoComplete: 'username',
            maxLength: STAFF_USER_NAME_MAX_LENGTH,
            'aria-label': t('auth.userName'),
          }}
          placeholder={t('auth.userName')}
          rules={[{ required: true, message: t('auth.userNameRequired') }]}
        />
        <ProFormText.Password
          name="password"
          fieldProps={{
            size: 'large',
            prefix: <LockOutlined />,
            autoComplete: 'current-password',
            maxLength: STAFF_PASSWORD_MAX_LENGTH,
            'aria-label': t('auth.password'),
          }}
          placeholder={t('auth.password')}
          rules={[{ required: true, message: t('auth.passwordRequired') }]}
        />
      </LoginForm>
    </main>
  );
}
