import { InboxOutlined } from '@ant-design/icons';
import { MAX_SCENERY_ORIGINAL_BYTES } from '@scenic/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Progress, Space, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { sceneryKeys, uploadOriginal, useSceneryProgress } from '../api/scenery';

/**
 * Drop several originals at once: each uploads with its own progress bar, then the server makes
 * its thumbnail and watermarked preview in the background; the bar under it counts them ready.
 */
export function SceneryUploader() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploaded, setUploaded] = useState<number[]>([]);
  const progress = useSceneryProgress(uploaded);
  const done = progress.data ? progress.data.ready + progress.data.failed : 0;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Upload.Dragger
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif"
        fileList={files}
        onChange={({ fileList }) => setFiles(fileList)}
        beforeUpload={(file) => {
          if (file.size > MAX_SCENERY_ORIGINAL_BYTES) {
            message.error(
              `${file.name}: ${t('scenery.tooLarge', { mb: MAX_SCENERY_ORIGINAL_BYTES / 1024 / 1024 })}`,
            );
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          uploadOriginal(file as Blob, (percent) => onProgress?.({ percent })).then(
            (item) => {
              onSuccess?.(item);
              setUploaded((ids) => [...ids, item.id]);
              void client.invalidateQueries({ queryKey: sceneryKeys.list() });
            },
            (error: unknown) => {
              const text = errorText(error);
              message.error(`${(file as File).name}: ${text}`);
              onError?.(error as Error, text);
            },
          );
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('scenery.drop')}</p>
        <p className="ant-upload-hint">
          {t('scenery.dropHint', { mb: MAX_SCENERY_ORIGINAL_BYTES / 1024 / 1024 })}
        </p>
      </Upload.Dragger>
      {progress.data && progress.data.total > 0 && (
        <div data-testid="scenery-progress">
          <span>
            {t('scenery.readyOf', { ready: progress.data.ready, total: progress.data.total })}
            {progress.data.failed > 0 &&
              ` · ${t('scenery.failedCount', { n: progress.data.failed })}`}
          </span>
          <Progress
            percent={Math.round((done / progress.data.total) * 100)}
            success={{ percent: Math.round((progress.data.ready / progress.data.total) * 100) }}
            status={progress.data.processing > 0 ? 'active' : 'normal'}
            showInfo={false}
          />
        </div>
      )}
    </Space>
  );
}
