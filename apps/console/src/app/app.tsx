import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, App as KitApp } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { currentLanguage } from '#console/lib/i18n.ts';
import { DAYJS_LOCALES, KIT_LOCALES } from './kit-locale';
import { router } from './router';

/** Forest green: the park's colour, as in the visitor app. */
const THEME = { token: { colorPrimary: '#1f7a4d', borderRadius: 6 } };

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Staff screens show what is true now: a refused call is shown, never retried behind their back.
      queries: { retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export function App() {
  const { i18n } = useTranslation();
  const [client] = useState(makeQueryClient);
  const language = currentLanguage();
  useEffect(() => {
    dayjs.locale(DAYJS_LOCALES[language]);
  }, [language]);
  return (
    <ConfigProvider key={i18n.language} locale={KIT_LOCALES[language]} theme={THEME}>
      <KitApp>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </KitApp>
    </ConfigProvider>
  );
}
