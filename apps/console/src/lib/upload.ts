import type { UploadAnswer } from '@scenic/contracts';
import { i18n } from './i18n';
import { ApiError, apiHeaders, SIGNED_OUT } from './request';
import { staffToken } from './session';

/** What content uploads: pictures, the home page's video, and VR panoramas (kept wider). */
export type UploadKind = 'picture' | 'video' | 'panorama';

/** A picture, video or panorama for content: answers where it landed. */
export function uploadFile(
  kind: UploadKind,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return sendFile<UploadAnswer>(`/console/uploads/${kind}`, file, onProgress);
}

/**
 * Sends a file as the request body of a console call, reporting progress (fetch cannot report an
 * upload's progress, so this is XMLHttpRequest). The server reads the type from the bytes; the
 * name is its own.
 */
export function sendFile<T>(
  path: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    for (const [name, value] of apiHeaders().entries()) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(-1, i18n.t('common.offline')));
    xhr.onload = () => {
      let envelope: { code: number; msg: string; data: T } | null = null;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        // Not an envelope: answered below as a failure with the status.
      }
      if (!envelope) {
        reject(new ApiError(-xhr.status, i18n.t('common.networkError', { status: xhr.status })));
      } else if (envelope.code === 0) {
        resolve(envelope.data);
      } else {
        if (envelope.code === SIGNED_OUT) staffToken.clear();
        reject(new ApiError(envelope.code, envelope.msg));
      }
    };
    xhr.send(file);
  });
}
