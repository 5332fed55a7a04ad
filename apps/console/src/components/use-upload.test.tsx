import { MAX_PANORAMA_BYTES, MAX_PICTURE_BYTES } from '@scenic/contracts';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#console/lib/i18n.ts';
import { ApiError } from '#console/lib/request.ts';
import { type UploadKind, uploadFile } from '#console/lib/upload.ts';
import { useUpload } from './use-upload';

vi.mock('#console/lib/upload.ts', () => ({ uploadFile: vi.fn() }));

beforeAll(() => initI18n('en'));

let latest: ReturnType<typeof useUpload> | null = null;
function Field({ kind, onUploaded }: { kind: UploadKind; onUploaded: (url: string) => void }) {
  latest = useUpload(kind, onUploaded);
  return <div>{latest.status}</div>;
}

const containers: HTMLElement[] = [];
async function mount(kind: UploadKind) {
  const onUploaded = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  await act(async () =>
    createRoot(container).render(<Field kind={kind} onUploaded={onUploaded} />),
  );
  return { container, onUploaded };
}

/** A file that says it has `bytes` bytes (jsdom builds no large buffers for the test). */
function sized(bytes: number) {
  const file = new File(['x'], 'park.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return Object.assign(file, { uid: 'f1', lastModifiedDate: new Date() });
}

async function choose(file: ReturnType<typeof sized>) {
  let answer: unknown;
  await act(async () => {
    answer = await latest?.beforeUpload?.(file, [file]);
  });
  return answer;
}

afterEach(() => {
  vi.mocked(uploadFile).mockReset();
  for (const container of containers.splice(0)) container.remove();
});

describe('useUpload', () => {
  it('refuses a file over its kind’s limit with the limit, sending nothing', async () => {
    const { container, onUploaded } = await mount('picture');
    const answer = await choose(sized(MAX_PICTURE_BYTES + 1));
    expect(answer).not.toBe(false);
    expect(uploadFile).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      `The file is over ${MAX_PICTURE_BYTES / 1024 / 1024} MB; choose a smaller one`,
    );
  });

  it('sends a panorama to its own call, shows the progress and hands over the address', async () => {
    let report: (percent: number) => void = () => {};
    let land: (answer: { url: string }) => void = () => {};
    vi.mocked(uploadFile).mockImplementation((_kind, _file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => {
        land = resolve as never;
      });
    });
    const { container, onUploaded } = await mount('panorama');
    // A panorama may be larger than a picture.
    expect(await choose(sized(MAX_PICTURE_BYTES + 1))).toBe(false);
    expect(MAX_PANORAMA_BYTES).toBeGreaterThan(MAX_PICTURE_BYTES);
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0]).toBe('panorama');
    expect(latest?.busy).toBe(true);
    await act(async () => report(40));
    expect(container.querySelector('.ant-progress')?.textContent).toContain('40%');

    await act(async () => land({ url: '/uploads/vr/new.webp' }));
    expect(onUploaded).toHaveBeenCalledWith('/uploads/vr/new.webp');
    expect(latest?.busy).toBe(false);
    expect(container.querySelector('.ant-progress')).toBeNull();
  });

  it('says why the server refused a file, and hands over nothing', async () => {
    vi.mocked(uploadFile).mockRejectedValue(new ApiError(1053, 'This file is not a picture'));
    const { container, onUploaded } = await mount('picture');
    await choose(sized(1000));
    await act(async () => {});
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'This file is not a picture',
    );
    expect(onUploaded).not.toHaveBeenCalled();
    expect(latest?.busy).toBe(false);
  });
});
