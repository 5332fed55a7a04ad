import { MAX_PANORAMA_BYTES, MAX_PICTURE_BYTES, MAX_VIDEO_BYTES } from '@scenic/contracts';
import { Alert, Progress, Upload, type UploadProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { type UploadKind, uploadFile } from '#console/lib/upload.ts';

/** The largest file each kind of upload takes; the server holds to the same (SPEC §9). */
const MAX_BYTES: Record<UploadKind, number> = {
  picture: MAX_PICTURE_BYTES,
  video: MAX_VIDEO_BYTES,
  panorama: MAX_PANORAMA_BYTES,
};

/**
 * A content field's upload: a file too large is refused here with its limit, the rest are sent
 * with progress, and a refusal from the server says why. `onUploaded` gets the new address; the
 * field keeps what it had until then.
 */
export function useUpload(
  kind: UploadKind,
  onUploaded: (url: string) => void,
): { busy: boolean; beforeUpload: UploadProps['beforeUpload']; status: ReactNode } {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    setProblem(null);
    if (file.size > MAX_BYTES[kind]) {
      setProblem(t('content.pictureTooLarge', { mb: MAX_BYTES[kind] / 1024 / 1024 }));
      return Upload.LIST_IGNORE;
    }
    setPercent(0);
    uploadFile(kind, file, setPercent)
      .then(
        (answer) => onUploaded(answer.url),
        (error) => setProblem(errorText(error)),
      )
      .finally(() => setPercent(null));
    // The file went by our own call, not the kit's.
    return false;
  };

  const status = (
    <>
      {percent !== null && <Progress percent={percent} size="small" />}
      {problem && <Alert role="alert" type="error" showIcon message={problem} />}
    </>
  );
  return { busy: percent !== null, beforeUpload, status };
}
